<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

/** PNGs written byte by byte: their chunks are what the tests put in them, metadata included. */
final class Png
{
    public const SIGNATURE = "\x89PNG\r\n\x1A\n";

    public static function chunk(string $type, string $data): string
    {
        return pack('N', strlen($data)).$type.$data.pack('N', crc32($type.$data));
    }

    /** An RGBA PNG of the four quarters, `$alpha` (0–255) everywhere, with `$chunks` before its picture. */
    public static function quarters(int $width, int $height, int $alpha = 255, string ...$chunks): string
    {
        $rows = '';
        for ($y = 0; $y < $height; $y++) {
            $rows .= "\0";
            for ($x = 0; $x < $width; $x++) {
                $right = $x >= $width / 2;
                $rgb = $y < $height / 2 ? ($right ? [0, 255, 0] : [255, 0, 0]) : ($right ? [255, 255, 255] : [0, 0, 255]);
                $rows .= pack('C4', ...[...$rgb, $alpha]);
            }
        }

        return self::SIGNATURE.self::header($width, $height).implode('', $chunks).self::chunk('IDAT', (string) gzcompress($rows)).self::chunk('IEND', '');
    }

    /** A PNG whose header claims `$width` × `$height` and whose picture is one empty row: a few dozen bytes. */
    public static function claiming(int $width, int $height): string
    {
        return self::SIGNATURE.self::header($width, $height).self::chunk('IDAT', (string) gzcompress("\0")).self::chunk('IEND', '');
    }

    /** The chunks' types, in order. */
    public static function chunkTypes(string $png): array
    {
        $types = [];
        for ($at = 8; $at + 8 <= strlen($png); $at += 12 + unpack('N', $png, $at)[1]) {
            $types[] = substr($png, $at + 4, 4);
        }

        return $types;
    }

    private static function header(int $width, int $height): string
    {
        // 8 bits a channel, RGBA, deflate, no filter method, not interlaced.
        return self::chunk('IHDR', pack('NNC5', $width, $height, 8, 6, 0, 0, 0));
    }
}
