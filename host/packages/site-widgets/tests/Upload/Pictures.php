<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use GdImage;
use LogicException;

/**
 * The test pictures, made with GD: four quarters, red and green over blue and white, so that
 * where each quarter lands shows how a picture was turned; and the colours read back by name.
 */
final class Pictures
{
    private const NAMED = ['red' => [255, 0, 0], 'green' => [0, 255, 0], 'blue' => [0, 0, 255], 'white' => [255, 255, 255]];

    /** The quarters, `$width` × `$height`. */
    public static function quarters(int $width, int $height): GdImage
    {
        $image = imagecreatetruecolor($width, $height);
        foreach ([[0, 0, 'red'], [1, 0, 'green'], [0, 1, 'blue'], [1, 1, 'white']] as [$x, $y, $name]) {
            [$r, $g, $b] = self::NAMED[$name];
            $left = intdiv($x * $width, 2);
            $top = intdiv($y * $height, 2);
            imagefilledrectangle($image, $left, $top, $left + intdiv($width, 2) - 1, $top + intdiv($height, 2) - 1, (int) imagecolorallocate($image, $r, $g, $b));
        }

        return $image;
    }

    /** The quarters encoded by GD at a high quality (so the colours stay put): `jpeg`, `webp` or `png`. */
    public static function encoded(string $type, int $width, int $height): string
    {
        return self::bytes(self::quarters($width, $height), $type);
    }

    /** A picture as GD writes it. */
    public static function bytes(GdImage $image, string $type): string
    {
        ob_start();
        $written = match ($type) {
            'jpeg' => imagejpeg($image, null, 95),
            'webp' => imagewebp($image, null, 95),
            'png' => imagepng($image),
            'gif' => imagegif($image),
            'bmp' => imagebmp($image),
        };
        $bytes = (string) ob_get_clean();
        if (! $written || $bytes === '') {
            throw new LogicException("GD wrote no $type");
        }

        return $bytes;
    }

    /**
     * The named colour at the centre of each quarter (top left, top right, bottom left, bottom
     * right): a lossy encoding moves colours a little, never that far.
     *
     * @return list<string>
     */
    public static function quarterColours(string $bytes): array
    {
        $image = imagecreatefromstring($bytes);
        if (! $image instanceof GdImage) {
            throw new LogicException('GD cannot read the picture');
        }
        [$width, $height] = [imagesx($image), imagesy($image)];

        return array_map(
            static fn (array $at): string => self::name(self::rgba($image, (int) ($width * $at[0]), (int) ($height * $at[1]))),
            [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
        );
    }

    /** @return array{0: int, 1: int, 2: int, 3: int} red, green, blue and GD's alpha (0 opaque, 127 transparent) */
    public static function rgba(GdImage $image, int $x, int $y): array
    {
        $colour = imagecolorsforindex($image, imagecolorat($image, $x, $y));

        return [$colour['red'], $colour['green'], $colour['blue'], $colour['alpha']];
    }

    /** @param  array{0: int, 1: int, 2: int, 3?: int}  $rgb */
    public static function name(array $rgb): string
    {
        $distance = static fn (array $named): int => ($named[0] - $rgb[0]) ** 2 + ($named[1] - $rgb[1]) ** 2 + ($named[2] - $rgb[2]) ** 2;
        $named = self::NAMED;
        uasort($named, static fn (array $a, array $b): int => $distance($a) <=> $distance($b));

        return (string) array_key_first($named);
    }
}
