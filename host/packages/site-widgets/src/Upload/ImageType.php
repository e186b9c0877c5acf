<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * The four kinds of image an upload may be, as the uploader's `image|mimes:png,gif,jpeg,webp`
 * names them. Each is stored with its own extension and served with its own type, both from
 * the bytes (`ImageHeader`), never from the name or the type the client sent.
 */
enum ImageType: string
{
    case Png = 'png';
    case Gif = 'gif';
    case Jpeg = 'jpg';
    case Webp = 'webp';

    /** PHP's IMAGETYPE_* constant, as getimagesize() reads it from the file's first bytes. */
    public static function fromImagetype(int $imagetype): ?self
    {
        return match ($imagetype) {
            IMAGETYPE_PNG => self::Png,
            IMAGETYPE_GIF => self::Gif,
            IMAGETYPE_JPEG => self::Jpeg,
            IMAGETYPE_WEBP => self::Webp,
            default => null,
        };
    }

    public function extension(): string
    {
        return $this->value;
    }

    public function mime(): string
    {
        return match ($this) {
            self::Png => 'image/png',
            self::Gif => 'image/gif',
            self::Jpeg => 'image/jpeg',
            self::Webp => 'image/webp',
        };
    }
}
