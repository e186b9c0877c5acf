<?php

namespace SiteWidgets\Laravel\Upload;

use GdImage;

/**
 * What an upload becomes before it is stored: the picture alone, written by the server.
 * The type comes from the bytes; the sides from the header, refused above the limits before
 * anything is decoded, as is a JPEG of more scans than an encoder writes (`JpegScans`); GD
 * decodes the picture, turns it upright from its EXIF orientation and encodes it again in the
 * same type (JPEG and WebP at `Gd::QUALITY`, PNG with its alpha).
 * No EXIF, GPS, comment, colour profile or byte after the picture survives, and what is
 * stored is GD's output, not the sender's: a file that is also an HTML page or a script is
 * an image and nothing else once written. GIFs keep their animation (`GifRebuilder`); an
 * animated PNG or WebP is refused (`AnimatedImage`), as GD reads its first frame only.
 *
 *     $image = Reencoder::reencode($request->file('image')->get());
 *     Storage::disk('public')->put("{$folder}/{$name}.{$image->type->extension()}", $image->bytes);
 */
final class Reencoder
{
    /** @throws RefusedImage with the message an editor reads */
    public static function reencode(string $bytes): ReencodedImage
    {
        $header = self::judged($bytes);

        if ($header->type === ImageType::Gif) {
            return new ReencodedImage(GifRebuilder::rebuild($bytes), ImageType::Gif, $header->width, $header->height);
        }
        if (AnimatedImage::isAnimated($header->type, $bytes)) {
            throw RefusedImage::animated($header->type);
        }

        $image = self::decoded($bytes, $header);

        return new ReencodedImage(Gd::encode($image, $header->type), $header->type, imagesx($image), imagesy($image));
    }

    /**
     * A stored image's picture as a browser shows it, read within the same limits as an
     * upload: for what the server makes from it (a share picture, `Meta\SharePicture`). A GIF,
     * or an animation GD can read, gives its first frame.
     *
     * @throws RefusedImage when it is no PNG, GIF, JPEG or WebP, is above the limits or GD cannot read it
     */
    public static function picture(string $bytes): GdImage
    {
        return self::decoded($bytes, self::judged($bytes));
    }

    /**
     * The image's header, once what decoding it would take is within the limits (its sides, a
     * JPEG's scans), with the memory for it reserved.
     *
     * @throws RefusedImage when it is no PNG, GIF, JPEG or WebP, or is above the limits
     */
    private static function judged(string $bytes): ImageHeader
    {
        $header = ImageHeader::read($bytes);
        ImageLimits::check($header);
        ImageLimits::checkScans($header, $bytes);
        ImageLimits::reserveMemory($header);

        return $header;
    }

    private static function decoded(string $bytes, ImageHeader $header): GdImage
    {
        $image = Gd::decode($bytes);
        // The header was judged; the picture GD decoded must be the one it described.
        if (imagesx($image) !== $header->width || imagesy($image) !== $header->height) {
            throw RefusedImage::unreadable();
        }

        return self::upright($image, ExifOrientation::of($header->type, $bytes));
    }

    /**
     * The picture as a browser shows it from its EXIF orientation (2–8: mirrored, turned a
     * half or a quarter, or both). imagerotate() turns counter-clockwise.
     */
    private static function upright(GdImage $image, int $orientation): GdImage
    {
        if ($orientation === ExifOrientation::UPRIGHT) {
            return $image;
        }
        // A palette picture turned by GD would lose its transparency.
        imagepalettetotruecolor($image);
        $turned = match ($orientation) {
            3 => imagerotate($image, 180, 0),
            5, 6, 7 => imagerotate($image, 270, 0),
            8 => imagerotate($image, 90, 0),
            default => $image,
        };
        if (! $turned instanceof GdImage) {
            throw RefusedImage::unreadable();
        }
        match ($orientation) {
            2, 5 => imageflip($turned, IMG_FLIP_HORIZONTAL),
            4, 7 => imageflip($turned, IMG_FLIP_VERTICAL),
            default => null,
        };

        return $turned;
    }
}
