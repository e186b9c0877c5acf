<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * A file written whole or not at all: to a hidden name beside it, then renamed, so a full disk
 * (or a server killed mid-write) leaves no part of a picture under a name a page could point
 * at. A rename in one folder is atomic; the hidden part is removed when the write fails.
 */
final class WholeFile
{
    /** Whether `$bytes` are now the file `$path` (its folder made if need be); false, and nothing left, when not. */
    public static function write(string $path, string $bytes): bool
    {
        $folder = dirname($path);
        $part = $folder.'/.'.bin2hex(random_bytes(8)).'.part';

        // Errors are answered by the return values (`false`, bytes short); PHP's warnings for them dropped.
        return Quietly::run(static function () use ($folder, $part, $path, $bytes): bool {
            if (! is_dir($folder) && ! mkdir($folder, 0755, true) && ! is_dir($folder)) {
                return false;
            }
            $file = fopen($part, 'xb');
            if ($file === false) {
                return false;
            }
            $written = 0;
            while ($written < strlen($bytes)) {
                $wrote = fwrite($file, substr($bytes, $written));
                if ($wrote === false || $wrote === 0) {
                    break;
                }
                $written += $wrote;
            }
            $whole = $written === strlen($bytes) && fflush($file);
            $whole = fclose($file) && $whole;
            if (! $whole || ! rename($part, $path)) {
                unlink($part);

                return false;
            }
            chmod($path, 0644);

            return true;
        });
    }
}
