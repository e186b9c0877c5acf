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

    /** Where the videos sit inside the archive (the `videos` disk: VideoController sends them). */
    public const VIDEOS = 'videos';

    /**
     * Copies every file under `$root` into `$target`, each hashed from the bytes written, so
     * the manifest names exactly what the archive holds, even if a file changes meanwhile.
     * Links and other special files are left out and counted.
     *
     * @return array{files: list<array{path: string, size: int, sha256: string}>, skipped: list<string>}
     */
    public static function copy(string $root, string $target, string $folder = self::FOLDER): array
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
            if (preg_match('~^\.(restore|replaced)-[0-9a-f]{12}(/|$)~', $path) === 1) {
                continue; // What a restore that stopped half-way left inside a mount point: not the site's.
            }
            if ($item->isLink() || ! ($item->isDir() || $item->isFile())) {
                $skipped[] = $path;
            } elseif ($item->isDir()) {
                self::makeFolder("$target/$path", 0755);
            } else {
                $copied = self::copyFile($item->getPathname(), "$target/$path");
                // Gone since the folder was listed: deleted, so not the site's any more.
                if ($copied !== null) {
                    $files[] = ['path' => $folder.'/'.str_replace(DIRECTORY_SEPARATOR, '/', $path)] + $copied;
                }
            }
        }

        return ['files' => $files, 'skipped' => $skipped];
    }

    /**
     * Where a restore extracts the archive; only its owner may read it, as it holds the
     * database's copy. Beside `$root` where the new uploads can then take its place by a
     * rename (the same filesystem, a folder this user can write), in the system's temporary
     * folder where they cannot: `$root` a mount point (a shared disk mounted there) or its
     * parent not this user's.
     */
    public static function staging(string $root): string
    {
        $parent = self::renamable($root) ? dirname($root) : sys_get_temp_dir();
        $staging = $parent.'/.'.basename($root).'.restore-'.bin2hex(random_bytes(6));
        self::makeFolder($staging, 0700);

        return $staging;
    }

    /**
     * Puts `$fresh` in place of `$root`. Where `$root` can be renamed, in one step: the old
     * folder moved aside (beside it), the new one renamed there, the old one deleted. Visitors
     * see the old folder or the new one, never a folder half copied, and the new folder takes
     * the old one's permissions (the web server reads it). Where it cannot (a mount point, or
     * its parent not this user's), its contents are swapped instead, see swapContents().
     */
    public static function replace(string $root, string $fresh): void
    {
        if (! self::renamable($root) || ! self::sameDevice($fresh, dirname($root))) {
            // Also where the archive was prepared on another filesystem (the videos' folder
            // beside the uploads' is not always on theirs): the entries are copied in.
            self::makeFolder($root, 0755);
            self::swapContents($root, $fresh);

            return;
        }
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
     * `$root` stays (a mount point cannot be renamed: EBUSY), its entries change: the new
     * uploads are first copied into a hidden folder inside it (on its filesystem, so the
     * moves below are renames; unreadable to others until in place), the old entries moved
     * into another, the new ones moved out into `$root`, then both hidden folders deleted.
     * Each entry changes in one step; for the moment between the first and the last move a
     * visitor may miss a picture, so a planned restore goes with `php artisan down`. Should
     * a move fail, what was moved goes back and nothing is lost.
     */
    private static function swapContents(string $root, string $fresh): void
    {
        $suffix = bin2hex(random_bytes(6));
        $incoming = "$root/.restore-$suffix";
        $aside = "$root/.replaced-$suffix";
        $ours = [basename($incoming), basename($aside)];
        $files = new Filesystem;
        try {
            if (! @rename($fresh, $incoming)) {
                self::makeFolder($incoming, 0700);
                if (! $files->copyDirectory($fresh, $incoming)) {
                    throw new BackupRefused("The database is restored, the uploads are not: they could not be copied into $root (is the disk full?). Run the restore again.");
                }
            }
            self::makeFolder($aside, 0700);
            self::moveEntries($root, $aside, $ours);
            try {
                self::moveEntries($incoming, $root, []);
            } catch (BackupRefused $failed) {
                try {
                    self::moveEntries($aside, $root, []);
                } catch (BackupRefused) {
                    $aside = null; // Kept: it holds uploads that could not be put back.
                    throw new BackupRefused("The database is restored, the uploads are not, and some of the old ones could not be put back: they are in $root/.replaced-$suffix. Move them back, then run the restore again.");
                }
                throw $failed;
            }
        } finally {
            $files->deleteDirectory($incoming);
            if ($aside !== null) {
                $files->deleteDirectory($aside);
            }
        }
    }

    /**
     * Moves every entry of `$from` (but those named in `$except`) into `$to`, each by a rename.
     * Should one fail, those already moved go back, and the failure is thrown.
     *
     * @param  list<string>  $except
     */
    private static function moveEntries(string $from, string $to, array $except): void
    {
        $moved = [];
        foreach (array_diff(scandir($from) ?: [], ['.', '..'], $except) as $name) {
            if (! @rename("$from/$name", "$to/$name")) {
                $why = self::lastError();
                foreach (array_reverse($moved) as $back) {
                    @rename("$to/$back", "$from/$back");
                }
                throw new BackupRefused("The database is restored, the uploads are not: $from/$name could not be moved to $to ($why). Run the restore again.");
            }
            $moved[] = $name;
        }
    }

    private static function sameDevice(string $one, string $other): bool
    {
        $first = @stat($one);
        $second = @stat($other);

        return $first !== false && $second !== false && $first['dev'] === $second['dev'];
    }

    /** Whether `$root` can be replaced by a rename: not a mount point, in a folder this user can write. */
    private static function renamable(string $root): bool
    {
        $parent = dirname($root);
        if (! is_dir($parent) || ! is_writable($parent)) {
            return false;
        }
        $here = @stat($root);
        $above = @stat($parent);

        return $here === false || $above === false || $here['dev'] === $above['dev'];
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
