<?php

namespace SiteWidgets\Laravel\Upload;

use GdImage;

/**
 * Decoding and encoding with PHP's GD, the only code that touches the uploaded pixels.
 * Output goes to a string through an output buffer: GD closes a stream it is given.
 */
final class Gd
{
    /**
     * Quality of the JPEG and WebP GD writes (0–100): the uploader's own when it resizes a
     * photo (0.85), so a photo it already made lighter loses little more here.
     */
    public const QUALITY = 85;

    /** zlib's level for PNG (0–9): lossless at any level; 6 is zlib's balance of size and time. */
    public const PNG_COMPRESSION = 6;

    /** @throws RefusedImage when GD cannot read the picture */
    public static function decode(string $bytes): GdImage
    {
        $image = Quietly::run(static fn () => imagecreatefromstring($bytes));
        if (! $image instanceof GdImage) {
            throw RefusedImage::unreadable();
        }

        return $image;
    }

    /** @param  int  $quality  JPEG's and WebP's (0–100): `QUALITY` unless a size must be met (a share picture's) */
    public static function encode(GdImage $image, ImageType $type, int $quality = self::QUALITY): string
    {
        if ($type === ImageType::Png || $type === ImageType::Webp) {
            // Write the alpha channel as it is, rather than blending it onto black.
            imagealphablending($image, false);
            imagesavealpha($image, true);
        }
        ob_start();
        try {
            $written = Quietly::run(static fn () => match ($type) {
                ImageType::Png => imagepng($image, null, self::PNG_COMPRESSION),
                ImageType::Jpeg => imagejpeg($image, null, $quality),
                ImageType::Webp => imagewebp($image, null, $quality),
                ImageType::Gif => imagegif($image),
            });
        } finally {
            $bytes = (string) ob_get_clean();
        }
        if ($written !== true || $bytes === '') {
            throw RefusedImage::unreadable();
        }

        return $type === ImageType::Jpeg ? self::withoutComments($bytes) : $bytes;
    }

    /**
     * GD's JPEG without the comment GD writes into it ("CREATOR: gd-jpeg…"): a stored file
     * holds no comment at all, so finding one in it means something went wrong. GD writes
     * its segments before the picture's data (SOS), each with its length.
     */
    private static function withoutComments(string $jpeg): string
    {
        $kept = substr($jpeg, 0, 2);
        $at = 2;
        $length = strlen($jpeg);
        while ($at + 4 <= $length && $jpeg[$at] === "\xFF" && $jpeg[$at + 1] !== "\xDA") {
            $end = $at + 2 + unpack('n', $jpeg, $at + 2)[1];
            if ($jpeg[$at + 1] !== "\xFE") {
                $kept .= substr($jpeg, $at, $end - $at);
            }
            $at = $end;
        }

        return $kept.substr($jpeg, $at);
    }
}
