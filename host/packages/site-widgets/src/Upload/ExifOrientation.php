<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * The EXIF Orientation tag (0x0112): a phone stores its pixels as the sensor read them and
 * this tag says how to turn them. Re-encoding drops EXIF, so the turn is applied to the
 * pixels first. The uploader keeps this one tag in all three containers that carry it (a
 * JPEG's APP1, a PNG's eXIf, a WebP's EXIF chunk), and browsers apply it in each: one
 * reader walks the three. (exif_read_data() reads JPEG only, and warns on damaged EXIF.)
 * Every walk is bounded by the bytes and a count of blocks, and anything unreadable is
 * upright, as a browser shows it.
 */
final class ExifOrientation
{
    public const UPRIGHT = 1;

    private const TAG = 0x0112;

    private const SHORT = 3;

    /** More blocks than any real file has before its picture: a hostile file cannot make the walk long. */
    private const MAX_BLOCKS = 1024;

    /** 1 (upright) to 8. */
    public static function of(ImageType $type, string $bytes): int
    {
        $tiff = match ($type) {
            ImageType::Jpeg => self::inJpeg($bytes),
            ImageType::Png => self::inPng($bytes),
            ImageType::Webp => self::inWebp($bytes),
            ImageType::Gif => null,
        };

        return $tiff === null ? self::UPRIGHT : self::inTiff($tiff);
    }

    /** The first APP1 segment that holds EXIF, the one viewers read; segments end where the picture's data starts (SOS). */
    private static function inJpeg(string $bytes): ?string
    {
        if (substr($bytes, 0, 2) !== "\xFF\xD8") {
            return null;
        }
        $length = strlen($bytes);
        $at = 2;
        for ($blocks = 0; $blocks < self::MAX_BLOCKS && $at + 4 <= $length; $blocks++) {
            if ($bytes[$at] !== "\xFF") {
                return null;
            }
            $marker = ord($bytes[$at + 1]);
            if ($marker === 0xFF) {
                // A fill byte before the marker.
                $at++;

                continue;
            }
            if ($marker === 0xDA || $marker === 0xD9) {
                return null;
            }
            if ($marker === 0x01 || ($marker >= 0xD0 && $marker <= 0xD7)) {
                $at += 2;

                continue;
            }
            $size = unpack('n', $bytes, $at + 2)[1];
            if ($size < 2) {
                return null;
            }
            if ($marker === 0xE1 && substr($bytes, $at + 4, 6) === "Exif\0\0") {
                return substr($bytes, $at + 10, $size - 8);
            }
            $at += 2 + $size;
        }

        return null;
    }

    /** The eXIf chunk, which comes before the picture's data (IDAT). */
    private static function inPng(string $bytes): ?string
    {
        if (substr($bytes, 0, 8) !== "\x89PNG\r\n\x1A\n") {
            return null;
        }
        $length = strlen($bytes);
        $at = 8;
        for ($blocks = 0; $blocks < self::MAX_BLOCKS && $at + 8 <= $length; $blocks++) {
            $size = unpack('N', $bytes, $at)[1];
            $type = substr($bytes, $at + 4, 4);
            if ($type === 'eXIf') {
                return substr($bytes, $at + 8, $size);
            }
            if ($type === 'IDAT' || $type === 'IEND') {
                return null;
            }
            $at += 12 + $size;
        }

        return null;
    }

    /** The EXIF chunk of an extended WebP; some writers put JPEG's "Exif\0\0" before the TIFF structure. */
    private static function inWebp(string $bytes): ?string
    {
        if (substr($bytes, 0, 4) !== 'RIFF' || substr($bytes, 8, 4) !== 'WEBP') {
            return null;
        }
        $length = strlen($bytes);
        $at = 12;
        for ($blocks = 0; $blocks < self::MAX_BLOCKS && $at + 8 <= $length; $blocks++) {
            $size = unpack('V', $bytes, $at + 4)[1];
            if (substr($bytes, $at, 4) === 'EXIF') {
                $exif = substr($bytes, $at + 8, $size);

                return str_starts_with($exif, "Exif\0\0") ? substr($exif, 6) : $exif;
            }
            $at += 8 + $size + ($size & 1);
        }

        return null;
    }

    /** The tag in the first directory of a TIFF structure, in either byte order. */
    private static function inTiff(string $tiff): int
    {
        $length = strlen($tiff);
        $order = substr($tiff, 0, 2);
        if ($length < 8 || ($order !== 'II' && $order !== 'MM')) {
            return self::UPRIGHT;
        }
        [$short, $long] = $order === 'II' ? ['v', 'V'] : ['n', 'N'];
        if (unpack($short, $tiff, 2)[1] !== 42) {
            return self::UPRIGHT;
        }
        $directory = unpack($long, $tiff, 4)[1];
        if ($directory + 2 > $length) {
            return self::UPRIGHT;
        }
        $count = unpack($short, $tiff, $directory)[1];
        for ($index = 0; $index < $count; $index++) {
            $entry = $directory + 2 + $index * 12;
            if ($entry + 12 > $length) {
                return self::UPRIGHT;
            }
            if (unpack($short, $tiff, $entry)[1] !== self::TAG) {
                continue;
            }
            $value = unpack($short, $tiff, $entry + 8)[1];

            return unpack($short, $tiff, $entry + 2)[1] === self::SHORT && $value >= 1 && $value <= 8 ? $value : self::UPRIGHT;
        }

        return self::UPRIGHT;
    }
}
