<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * How large an uploaded image may be, judged from its header before it is decoded. GD holds
 * a decoded picture at 4 bytes a pixel: 40 megapixels is 160 MB, twice that while it is
 * turned upright. 8,000 px a side is the uploader's own largest `data-resize-long-side`, and
 * 40 megapixels is more than any phone's photo. An animation is decoded one frame at a time,
 * but each frame costs time: its frames and their pixels added up are capped too. So are a
 * JPEG's scans, each a pass over the whole picture: libjpeg writes 10 for a progressive colour
 * picture, and reads any number (JpegScans).
 */
final class ImageLimits
{
    public const MAX_SIDE = 8000;

    public const MAX_MEGAPIXELS = 40;

    public const MAX_FRAMES = 1000;

    public const MAX_ANIMATION_MEGAPIXELS = 200;

    /**
     * A JPEG's scans, each read over the whole picture: six times what an encoder writes (libjpeg's
     * progressive colour picture has 10). At 40 megapixels a scan takes up to 0.05 s of a core
     * (measured with Debian's libjpeg-turbo), so 64 stay within a few seconds, as the largest
     * animation does.
     */
    public const MAX_JPEG_SCANS = 64;

    /** What PHP's own allocations need besides the pictures: the file, its re-encoded copy, libjpeg's buffers. */
    private const HEADROOM_BYTES = 64 * 1024 * 1024;

    /** @throws RefusedImage when a side or the area is above the limits */
    public static function check(ImageHeader $header): void
    {
        if ($header->width > self::MAX_SIDE || $header->height > self::MAX_SIDE || $header->pixels() > self::MAX_MEGAPIXELS * 1_000_000) {
            throw RefusedImage::tooLarge($header->width, $header->height);
        }
    }

    /** @throws RefusedImage when a JPEG holds more scans than decoding it may take */
    public static function checkScans(ImageHeader $header, string $bytes): void
    {
        if ($header->type === ImageType::Jpeg && JpegScans::count($bytes, self::MAX_JPEG_SCANS) > self::MAX_JPEG_SCANS) {
            throw RefusedImage::tooManyScans();
        }
    }

    /**
     * Raises memory_limit, never lowers it, to what decoding an image of these sides takes:
     * the picture and its turned copy, 4 bytes a pixel each. PHP built with its bundled GD
     * counts GD's memory against the limit (Debian's php-gd links the system's libgd, whose
     * memory PHP does not count: there the limits on the sides are what bound it). PHP-FPM's
     * default of 128 MB would stop a 20-megapixel photo halfway.
     */
    public static function reserveMemory(ImageHeader $header): void
    {
        $needed = $header->pixels() * 4 * 2 + self::HEADROOM_BYTES;
        $current = self::bytes((string) ini_get('memory_limit'));
        if ($current !== -1 && $current < $needed) {
            ini_set('memory_limit', (string) $needed);
        }
    }

    /** memory_limit in bytes (`128M`, `1G`, `-1`). */
    private static function bytes(string $limit): int
    {
        $limit = trim($limit);
        if ($limit === '' || $limit === '-1') {
            return -1;
        }
        $number = (int) $limit;

        return match (strtolower(substr($limit, -1))) {
            'g' => $number * 1024 * 1024 * 1024,
            'm' => $number * 1024 * 1024,
            'k' => $number * 1024,
            default => $number,
        };
    }
}
