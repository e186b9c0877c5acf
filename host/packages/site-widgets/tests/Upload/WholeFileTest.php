<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\WholeFile;

/**
 * Upload\WholeFile: a picture stored whole or not at all. (A disk that fills mid-write, on a
 * file system of its own: test/laravel/production/faults.spec.ts.)
 */
final class WholeFileTest extends TestCase
{
    private string $folder;

    protected function setUp(): void
    {
        parent::setUp();
        $this->folder = sys_get_temp_dir().'/whole-file-'.bin2hex(random_bytes(6));
        mkdir($this->folder);
    }

    protected function tearDown(): void
    {
        exec('rm -rf '.escapeshellarg($this->folder));
        parent::tearDown();
    }

    public function testWritesTheBytesUnderTheNameInAFolderItMakes(): void
    {
        $path = "{$this->folder}/posts/12/a.png";

        $this->assertTrue(WholeFile::write($path, str_repeat("\x89PNG", 50_000)));
        $this->assertSame(str_repeat("\x89PNG", 50_000), file_get_contents($path));
        $this->assertSame(['a.png'], array_values(array_diff(scandir("{$this->folder}/posts/12") ?: [], ['.', '..'])));
        $this->assertSame('0644', substr(sprintf('%o', fileperms($path)), -4));
    }

    public function testLeavesNothingWhenTheNameCannotBeTaken(): void
    {
        // A folder with something in it where the file should go: the rename fails.
        mkdir("{$this->folder}/a.png");
        touch("{$this->folder}/a.png/inside");

        $this->assertFalse(WholeFile::write("{$this->folder}/a.png", 'bytes'));
        $this->assertSame(['a.png'], array_values(array_diff(scandir($this->folder) ?: [], ['.', '..'])));
    }
}
