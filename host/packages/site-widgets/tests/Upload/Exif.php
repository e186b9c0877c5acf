<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

/** EXIF as a phone writes it, and the three containers that carry it: a JPEG's APP1, a PNG's eXIf, a WebP's EXIF chunk. */
final class Exif
{
    /**
     * A TIFF structure with the orientation, a camera make and a GPS directory with the position
     * (Buenos Aires, 34° 36′ S 58° 22′ W), big-endian as phones write it, or little-endian.
     */
    public static function tiff(int $orientation, bool $bigEndian = true): string
    {
        [$short, $long] = $bigEndian ? ['n', 'N'] : ['v', 'V'];
        $entry = static fn (int $tag, int $type, int $count, string $value): string => pack($short, $tag).pack($short, $type).pack($long, $count).substr($value."\0\0\0\0", 0, 4);
        $rational = static fn (int $numerator, int $denominator): string => pack($long, $numerator).pack($long, $denominator);
        [$ascii, $shortType, $longType, $rationalType] = [2, 3, 4, 5];
        // Header 8, first directory 2 + 3 × 12 + 4 = 42: the make at 50, the GPS directory after it.
        $make = "Phone\0";
        $gpsAt = 50 + strlen($make);
        // GPS directory: 2 + 4 × 12 + 4 = 54 bytes, then its two positions (3 rationals each).
        $latitudeAt = $gpsAt + 54;
        $longitudeAt = $latitudeAt + 24;
        $first = pack($short, 3)
            .$entry(0x010F, $ascii, strlen($make), pack($long, 50))
            .$entry(0x0112, $shortType, 1, pack($short, $orientation))
            .$entry(0x8825, $longType, 1, pack($long, $gpsAt))
            .pack($long, 0);
        $gps = pack($short, 4)
            .$entry(0x0001, $ascii, 2, "S\0")
            .$entry(0x0002, $rationalType, 3, pack($long, $latitudeAt))
            .$entry(0x0003, $ascii, 2, "W\0")
            .$entry(0x0004, $rationalType, 3, pack($long, $longitudeAt))
            .pack($long, 0);
        $position = static fn (int $degrees, int $minutes): string => $rational($degrees, 1).$rational($minutes, 1).$rational(0, 1);

        return ($bigEndian ? 'MM' : 'II').pack($short, 42).pack($long, 8).$first.$make.$gps.$position(34, 36).$position(58, 22);
    }

    /** The JPEG with `$tiff` as its EXIF (an APP1 segment), right after its start, where cameras put it. */
    public static function inJpeg(string $jpeg, string $tiff): string
    {
        $payload = "Exif\0\0".$tiff;

        return substr($jpeg, 0, 2)."\xFF\xE1".pack('n', strlen($payload) + 2).$payload.substr($jpeg, 2);
    }

    /** A PNG's eXIf chunk. */
    public static function pngChunk(string $tiff): string
    {
        return Png::chunk('eXIf', $tiff);
    }

    /** A simple WebP (one VP8 chunk, as GD writes it) made extended, with `$tiff` in an EXIF chunk after the picture. */
    public static function inWebp(string $webp, string $tiff, int $width, int $height): string
    {
        return WebP::riff(WebP::vp8x(WebP::EXIF_FLAG, $width, $height).substr($webp, 12).WebP::chunk('EXIF', $tiff));
    }

    /** A JPEG's segments before its picture's data, each as its marker (0xE1 for APP1, 0xFE for a comment…). */
    public static function jpegMarkers(string $jpeg): array
    {
        $markers = [];
        for ($at = 2; $at + 4 <= strlen($jpeg) && $jpeg[$at] === "\xFF";) {
            $marker = ord($jpeg[$at + 1]);
            $markers[] = $marker;
            if ($marker === 0xDA) {
                break;
            }
            $at += 2 + unpack('n', $jpeg, $at + 2)[1];
        }

        return $markers;
    }
}
