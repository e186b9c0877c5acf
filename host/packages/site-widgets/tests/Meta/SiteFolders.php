<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use FilesystemIterator;
use Illuminate\Config\Repository;
use Illuminate\Container\Container;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Filesystem\FilesystemManager;
use League\Flysystem\Filesystem as Flysystem;
use League\Flysystem\Local\LocalFilesystemAdapter;
use League\Flysystem\UnixVisibility\PortableVisibilityConverter;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * A site's folders for one test, in a folder of its own: public/ and the public disk
 * (storage/, served at /storage/), a local disk as Laravel's config makes it.
 */
final class SiteFolders
{
    private function __construct(public readonly string $root)
    {
    }

    public static function create(): self
    {
        $root = sys_get_temp_dir().'/site-widgets-tests-'.bin2hex(random_bytes(6));
        mkdir("$root/public/images", 0777, true);
        mkdir("$root/storage", 0777, true);

        return new self((string) realpath($root));
    }

    public function public(): string
    {
        return "{$this->root}/public";
    }

    public function storage(): string
    {
        return "{$this->root}/storage";
    }

    /** The disk's config, as config/filesystems.php names the public one. */
    public function diskConfig(): array
    {
        return ['driver' => 'local', 'root' => $this->storage(), 'url' => '/storage', 'visibility' => 'public'];
    }

    /** The public disk, made by Laravel's FilesystemManager from its config (on Flysystem 1 or 3, as Laravel 8 or 10 has it). */
    public function disk(): FilesystemAdapter
    {
        $container = new Container();
        $container->instance('config', new Repository(['filesystems' => ['disks' => ['public' => $this->diskConfig()]]]));
        $manager = new FilesystemManager($container);
        if (class_exists(LocalFilesystemAdapter::class)) {
            // Flysystem 3's local disk as Laravel makes it, with a MIME type detector of the tests' own.
            $manager->extend('local', static function ($app, array $config): FilesystemAdapter {
                $visibility = PortableVisibilityConverter::fromArray([], $config['visibility']);
                $adapter = new LocalFilesystemAdapter($config['root'], $visibility, LOCK_EX, LocalFilesystemAdapter::DISALLOW_LINKS, new NoMimeTypes());

                return new FilesystemAdapter(new Flysystem($adapter, $config), $adapter, $config);
            });
        }

        return $manager->disk('public');
    }

    /** Writes a file on the public disk; its address as a page prints it. */
    public function onDisk(string $name, string $bytes): string
    {
        $this->write($this->storage()."/$name", $bytes);

        return "/storage/$name";
    }

    /** Writes a file in public/; its address as a page prints it. */
    public function inPublic(string $name, string $bytes): string
    {
        $this->write($this->public()."/$name", $bytes);

        return "/$name";
    }

    public function remove(): void
    {
        $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($this->root, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::CHILD_FIRST);
        foreach ($files as $file) {
            $file->isDir() && ! $file->isLink() ? rmdir($file->getPathname()) : unlink($file->getPathname());
        }
        rmdir($this->root);
    }

    private function write(string $file, string $bytes): void
    {
        if (! is_dir(dirname($file))) {
            mkdir(dirname($file), 0777, true);
        }
        file_put_contents($file, $bytes);
    }
}
