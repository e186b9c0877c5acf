<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * Whether a PNG or a WebP holds an animation (APNG, animated WebP). GD decodes only their
 * first picture, and the uploader sends them as they are: re-encoded, the animation would be
 * lost without a word, so they are refused instead. (GIFs keep theirs: `GifRebuilder`.)
 */
final class AnimatedImage
{
    /** VP8X's flag for an animation (ANIM and ANMF chunks). */
    private const WEBP_ANIMATION_FLAG = 0x02;

    /** More chunks than a real PNG has before its picture: a hostile file cannot make the walk long. */
    private const MAX_CHUNKS = 1024;

    public static function isAnimated(ImageType $type, string $bytes): bool
    {
        return match ($type) {
            ImageType::Png => self::isAnimatedPng($bytes),
            ImageType::Webp => substr($bytes, 12, 4) === 'VP8X' && strlen($bytes) > 20 && (ord($bytes[20]) & self::WEBP_ANIMATION_FLAG) !== 0,
            default => false,
        };
    }

    /** An APNG: an acTL chunk, which must come before the picture's data (IDAT). */
    private static function isAnimatedPng(string $bytes): bool
    {
        $length = strlen($bytes);
        $at = 8;
        for ($chunks = 0; $chunks < self::MAX_CHUNKS && $at + 8 <= $length; $chunks++) {
            $type = substr($bytes, $at + 4, 4);
            if ($type === 'acTL') {
                return true;
            }
            if ($type === 'IDAT' || $type === 'IEND') {
                return false;
            }
            $at += 12 + unpack('N', $bytes, $at)[1];
        }

        return false;
    }
}
