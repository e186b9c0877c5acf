<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

/** WebP's RIFF containers, written byte by byte around what GD encodes. */
final class WebP
{
    public const EXIF_FLAG = 0x08;

    public const ANIMATION_FLAG = 0x02;

    public static function riff(string $chunks): string
    {
        $body = 'WEBP'.$chunks;

        return 'RIFF'.pack('V', strlen($body)).$body;
    }

    public static function chunk(string $type, string $data): string
    {
        return $type.pack('V', strlen($data)).$data.str_repeat("\0", strlen($data) % 2);
    }

    /** VP8X: its flags, then the canvas's sides less one, in 24 bits each. */
    public static function vp8x(int $flags, int $width, int $height): string
    {
        return self::chunk('VP8X', pack('C4', $flags, 0, 0, 0).substr(pack('V', $width - 1), 0, 3).substr(pack('V', $height - 1), 0, 3));
    }

    /** The start of an animated WebP: its header says so (VP8X's animation flag, an ANIM chunk); no frame follows. */
    public static function animatedHeader(int $width, int $height): string
    {
        return self::riff(self::vp8x(self::ANIMATION_FLAG, $width, $height).self::chunk('ANIM', str_repeat("\0", 6)));
    }
}
