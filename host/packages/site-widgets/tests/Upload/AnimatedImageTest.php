<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\AnimatedImage;
use SiteWidgets\Laravel\Upload\ImageType;

/** Upload\AnimatedImage: an APNG or an animated WebP is known by its header, before GD would keep its first frame only. */
final class AnimatedImageTest extends TestCase
{
    /** @return array<string, array{0: ImageType, 1: string, 2: bool}> */
    public static function images(): array
    {
        // acTL: two frames, played forever.
        $acTL = Png::chunk('acTL', pack('NN', 2, 0));
        $still = Png::quarters(8, 8);
        $webp = Pictures::encoded('webp', 16, 8);

        return [
            'an APNG' => [ImageType::Png, Png::quarters(8, 8, 255, $acTL), true],
            'an APNG with other chunks first' => [ImageType::Png, Png::quarters(8, 8, 255, Png::chunk('tEXt', "Comment\0x"), $acTL), true],
            'a still PNG' => [ImageType::Png, $still, false],
            'acTL after the picture, where no reader looks' => [ImageType::Png, substr($still, 0, -12).$acTL.substr($still, -12), false],
            'acTL after more chunks than a real PNG has' => [ImageType::Png, Png::quarters(8, 8, 255, ...[...array_fill(0, 1100, Png::chunk('zzZz', '')), $acTL]), false],
            'a PNG cut short' => [ImageType::Png, substr($still, 0, 20), false],
            'an animated WebP' => [ImageType::Webp, WebP::animatedHeader(32, 16), true],
            'a still WebP' => [ImageType::Webp, $webp, false],
            'an extended WebP with EXIF' => [ImageType::Webp, Exif::inWebp($webp, Exif::tiff(6), 16, 8), false],
            'an animated GIF, which is kept' => [ImageType::Gif, Gif::write(8, 8, [Gif::frame(0), Gif::frame(1)], 0), false],
            'a JPEG' => [ImageType::Jpeg, Pictures::encoded('jpeg', 8, 8), false],
        ];
    }

    /** @dataProvider images */
    #[DataProvider('images')]
    public function testKnowsAnAnimationByItsHeader(ImageType $type, string $bytes, bool $animated): void
    {
        $this->assertSame($animated, AnimatedImage::isAnimated($type, $bytes));
    }
}
