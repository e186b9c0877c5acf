<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use LogicException;

/**
 * JPEGs in scans: a progressive one as GD (libjpeg) writes it, ten scans for a colour picture,
 * and the same with scans added before its end, as a hostile file repeats one: libjpeg reads
 * each scan over the whole picture, warning about the repeated ones and going on.
 */
final class Jpeg
{
    /** The quarters, `$width` × `$height`, progressive. */
    public static function progressive(int $width, int $height): string
    {
        $image = Pictures::quarters($width, $height);
        imageinterlace($image, true);

        return Pictures::bytes($image, 'jpeg');
    }

    /**
     * `$jpeg` with its last scan (its SOS segment and data) written `$times` more times before
     * the end, each after `$before` (bytes libjpeg skips on its way to the next marker).
     */
    public static function withRepeatedLastScan(string $jpeg, int $times, string $before = ''): string
    {
        $last = strrpos($jpeg, "\xFF\xDA");
        if ($last === false || substr($jpeg, -2) !== "\xFF\xD9") {
            throw new LogicException('not a JPEG with a scan and an end');
        }
        $scan = substr($jpeg, $last, -2);

        return substr($jpeg, 0, -2).str_repeat($before.$scan, $times)."\xFF\xD9";
    }

    /** `$jpeg` with a comment segment (COM) after its SOI holding `$text`. */
    public static function withComment(string $jpeg, string $text): string
    {
        return "\xFF\xD8\xFF\xFE".pack('n', strlen($text) + 2).$text.substr($jpeg, 2);
    }

    /** How many scans a JPEG as GD wrote it holds: each SOS marker's bytes are a scan there (a scan's data never holds them). */
    public static function scans(string $jpeg): int
    {
        return preg_match_all('/\xFF\xDA/', $jpeg);
    }
}
