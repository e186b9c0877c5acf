<?php

namespace SiteWidgets\Laravel\Upload;

use RuntimeException;

/**
 * An upload the server will not store, with the message an editor reads (es-AR). The host
 * answers it as a validation error on the `image` field (422), which the uploader shows.
 */
class RefusedImage extends RuntimeException
{
    public static function notAnImage(): self
    {
        return new self('El archivo no es una imagen PNG, GIF, JPEG o WebP.');
    }

    public static function unreadable(): self
    {
        return new self('No se pudo leer la imagen: puede estar dañada. Guardala de nuevo con otro programa o subí otra.');
    }

    public static function tooLarge(int $width, int $height): self
    {
        return new self(sprintf(
            'La imagen mide %d × %d px: el máximo es %d px por lado y %d megapíxeles.',
            $width,
            $height,
            ImageLimits::MAX_SIDE,
            ImageLimits::MAX_MEGAPIXELS,
        ));
    }

    public static function tooManyScans(): self
    {
        return new self(sprintf(
            'La imagen JPEG está guardada en más de %d pasadas. Guardala de nuevo con otro programa (o sin la opción "progresiva") y subila otra vez.',
            ImageLimits::MAX_JPEG_SCANS,
        ));
    }

    public static function animated(ImageType $type): self
    {
        return new self(match ($type) {
            ImageType::Png => 'Los PNG animados no se pueden subir: subí una imagen fija o la animación como GIF.',
            default => 'Las imágenes WebP animadas no se pueden subir: subí una imagen fija o la animación como GIF.',
        });
    }

    public static function tooManyFrames(int $frames): self
    {
        return new self(sprintf('La animación tiene %d cuadros: el máximo es %d. Acortala y subila de nuevo.', $frames, ImageLimits::MAX_FRAMES));
    }

    public static function animationTooLarge(): self
    {
        return new self(sprintf(
            'La animación suma más de %d megapíxeles entre todos sus cuadros. Achicala o acortala y subila de nuevo.',
            ImageLimits::MAX_ANIMATION_MEGAPIXELS,
        ));
    }
}
