<?php

namespace App\Backup;

use FilesystemIterator;
use Illuminate\Filesystem\Filesystem;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * The uploads' folder (the public disk's root: UPLOADS_ROOT in production), copied into a
 * backup and put back by a restore.
 */
final class Uploads
{
    /** Where the uploads sit inside the archive. */
    public const FOLDER = 'uploads';

    /**
     * Copies every file under `$root` into `$target`, each hashed from the bytes written, so
     * the manifest names exactly what the archive holds, even if a file changes meanwhile.
     * Links and other special files are left out and counted.
     *
     * @return array{files: list<array{path: string, size: int, sha256: string}>, skipped: list<string>}
     */
    public static function copy(string $root, string $target): array
    {
        self::makeFolder($target, 0755);
        if (! is_dir($root)) {
            return ['files' => [], 'skipped' => []];
        }
        $files = [];
        $skipped = [];
        $items = new RecursiveIteratorIterator(
            new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS | FilesystemIterator::CURRENT_AS_FILEINFO),
            RecursiveIteratorIterator::SELF_FIRST,
        );
        foreach ($items as $item) {
            $path = substr($item->getPathname(), strlen($root) + 1);
            if ($item->isLink() || ! ($item->isDir() || $item->isFile())) {
                $skipped[] = $path;
            } elseif ($item->isDir()) {
                self::makeFolder("$target/$path", 0755);
            } else {
                $copied = self::copyFile($item->getPathname(), "$target/$path");
                // Gone since the folder was listed: deleted, so not the site's any more.
                if ($copied !== null) {
                    $files[] = ['path' => self::FOLDER.'/'.str_replace(DIRECTORY_SEPARATOR, '/', $path)] + $copied;
                }
            }
        }

        return ['files' => $files, 'skipped' => $skipped];
    }

    /**
     * A folder beside `$root` (so on the same filesystem, for the final rename) where a restore
     * extracts the archive; only its owner may read it, as it holds the database's copy.
     */
    public static function stagingBeside(string $root): string
    {
        $parent = dirname($root);
        if (! is_dir($parent) || ! is_writable($parent)) {
            throw BackupRefused::nothingChanged("Not restored: the uploads' folder $root must be in a folder this user can write ($parent), where the restore prepares the new one.");
        }
        $staging = $parent.'/.'.basename($root).'.restore-'.bin2hex(random_bytes(6));
        self::makeFolder($staging, 0700);

        return $staging;
    }

    /**
     * Puts `$fresh` in place of `$root`: renamed there in one step once the old folder is moved
     * aside (also by a rename, beside it), then the old one deleted. Visitors see the old
     * folder or the new one, never a folder half copied. The new folder takes the old one's
     * permissions (the web server reads it).
     */
    public static function replace(string $root, string $fresh): void
    {
        $mode = is_dir($root) ? fileperms($root) & 0777 : 0755;
        chmod($fresh, $mode);
        $aside = null;
        if (file_exists($root) || is_link($root)) {
            $aside = dirname($root).'/.'.basename($root).'.replaced-'.bin2hex(random_bytes(6));
            if (! @rename($root, $aside)) {
                throw new BackupRefused("The database is restored, the uploads are not: $root could not be moved aside (".self::lastError().'). Run the restore again.');
            }
        }
        if (! @rename($fresh, $root)) {
            $why = self::lastError();
            if ($aside !== null) {
                @rename($aside, $root);
            }
            throw new BackupRefused("The database is restored, the uploads are not: the restored folder could not take the place of $root ($why). Run the restore again.");
        }
        if ($aside !== null) {
            (new Filesystem)->deleteDirectory($aside);
        }
    }

    /**
     * Copies one file, hashing what it writes; null when the source is gone.
     *
     * @return array{size: int, sha256: string}|null
     */
    private static function copyFile(string $from, string $to): ?array
    {
        $in = @fopen($from, 'rb');
        if ($in === false) {
            if (! file_exists($from)) {
                return null;
            }
            throw new BackupRefused("No backup written: the upload $from cannot be read (".self::lastError().').');
        }
        $out = fopen($to, 'xb');
        if ($out === false) {
            throw new BackupRefused("No backup written: $to cannot be written (".self::lastError().').');
        }
        $hash = hash_init('sha256');
        $size = 0;
        try {
            while (! feof($in)) {
                $chunk = fread($in, 1 << 20);
                if ($chunk === false) {
                    throw new BackupRefused("No backup written: the upload $from could not be read to its end.");
                }
                hash_update($hash, $chunk);
                $size += strlen($chunk);
                if (fwrite($out, $chunk) !== strlen($chunk)) {
                    throw new BackupRefused("No backup written: $to could not be written (is the disk full?).");
                }
            }
        } finally {
            fclose($in);
            fclose($out);
        }
        chmod($to, fileperms($from) & 0777);

        return ['size' => $size, 'sha256' => hash_final($hash)];
    }

    private static function makeFolder(string $folder, int $mode): void
    {
        if (! is_dir($folder) && ! @mkdir($folder, $mode, true) && ! is_dir($folder)) {
            throw new BackupRefused("$folder cannot be created (".self::lastError().').');
        }
        chmod($folder, $mode);
    }

    private static function lastError(): string
    {
        return error_get_last()['message'] ?? 'no reason given';
    }
}
