<?php

namespace App\Backup;

use FilesystemIterator;
use JsonException;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * A backup's `manifest.json`: what the archive holds and how to know it is whole. Every file
 * (the database's copy and each upload) with its size and SHA-256, when it was taken, by which
 * release, of which database. `site:restore` reads it back from the extracted archive and
 * checks every file against it before it touches anything: a file missing, added, of another
 * size or another hash, and the archive is refused.
 */
final class Manifest
{
    public const FILE = 'manifest.json';

    /** What the archive says it is; a later layout would be another version. */
    public const FORMAT = 'sitio-backup';

    public const VERSION = 1;

    /**
     * The manifest of `$files` (paths inside the archive, `/`-separated, with their size and
     * SHA-256), written into `$folder`.
     *
     * @param  array<string, mixed>  $about  when, which release, which database (see SiteBackup)
     * @param  list<array{path: string, size: int, sha256: string}>  $files
     */
    public static function write(string $folder, array $about, array $files): void
    {
        usort($files, fn (array $a, array $b) => strcmp($a['path'], $b['path']));
        $manifest = ['format' => self::FORMAT, 'version' => self::VERSION] + $about + ['files' => $files];
        file_put_contents(
            $folder.'/'.self::FILE,
            json_encode($manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR)."\n",
        );
    }

    /**
     * The manifest of the archive extracted into `$folder`, once every file there is the one it
     * names (and no other is there). Refuses the archive (BackupRefused::damaged) otherwise.
     *
     * @return array<string, mixed>
     */
    public static function verify(string $folder, string $archive): array
    {
        $file = $folder.'/'.self::FILE;
        if (! is_file($file)) {
            throw BackupRefused::damaged($archive, 'it holds no '.self::FILE.' (is it a backup made by `php artisan site:backup`?)');
        }
        try {
            $manifest = json_decode((string) file_get_contents($file), true, 64, JSON_THROW_ON_ERROR);
        } catch (JsonException $error) {
            throw BackupRefused::damaged($archive, self::FILE.' is not readable JSON ('.$error->getMessage().')');
        }
        if (! is_array($manifest) || ($manifest['format'] ?? null) !== self::FORMAT || ! is_array($manifest['files'] ?? null)) {
            throw BackupRefused::damaged($archive, self::FILE.' is not a backup manifest');
        }
        if (($manifest['version'] ?? null) !== self::VERSION) {
            throw BackupRefused::nothingChanged(sprintf(
                'Not restored: %s is a backup of layout version %s, and this release reads version %d.',
                $archive,
                json_encode($manifest['version'] ?? null),
                self::VERSION,
            ));
        }

        $named = [];
        foreach ($manifest['files'] as $entry) {
            if (! is_array($entry) || ! is_string($entry['path'] ?? null) || ! is_int($entry['size'] ?? null) || ! is_string($entry['sha256'] ?? null)) {
                throw BackupRefused::damaged($archive, self::FILE.' lists a file without its path, size and SHA-256');
            }
            $named[$entry['path']] = $entry;
        }

        $found = self::filesIn($folder, $archive);
        unset($found[self::FILE]);
        foreach (array_diff_key($named, $found) as $path => $entry) {
            throw BackupRefused::damaged($archive, "$path is in its manifest and missing from the archive");
        }
        foreach (array_diff_key($found, $named) as $path => $size) {
            throw BackupRefused::damaged($archive, "$path is in the archive and not in its manifest");
        }
        foreach ($named as $path => $entry) {
            if ($found[$path] !== $entry['size']) {
                throw BackupRefused::damaged($archive, "$path holds {$found[$path]} bytes, its manifest says {$entry['size']}");
            }
            if (! hash_equals($entry['sha256'], (string) hash_file('sha256', $folder.'/'.$path))) {
                throw BackupRefused::damaged($archive, "$path is not the file its manifest names (its SHA-256 differs)");
            }
        }

        return $manifest;
    }

    /**
     * A file of `$folder` as the manifest lists it.
     *
     * @return array{path: string, size: int, sha256: string}
     */
    public static function entry(string $folder, string $path): array
    {
        $file = $folder.'/'.$path;

        return ['path' => $path, 'size' => (int) filesize($file), 'sha256' => (string) hash_file('sha256', $file)];
    }

    /**
     * Every regular file under `$folder`, by its path inside it, with its size. Anything else
     * (a link, a device) refuses the archive: a backup holds files and folders only.
     *
     * @return array<string, int>
     */
    private static function filesIn(string $folder, string $archive): array
    {
        $files = [];
        $items = new RecursiveIteratorIterator(
            new RecursiveDirectoryIterator($folder, FilesystemIterator::SKIP_DOTS | FilesystemIterator::CURRENT_AS_FILEINFO),
            RecursiveIteratorIterator::SELF_FIRST,
        );
        foreach ($items as $item) {
            $path = substr($item->getPathname(), strlen($folder) + 1);
            if ($item->isLink() || ! ($item->isFile() || $item->isDir())) {
                throw BackupRefused::damaged($archive, "$path is neither a file nor a folder");
            }
            if ($item->isFile()) {
                $files[$path] = $item->getSize();
            }
        }

        return $files;
    }
}
