<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ImageHeader;
use SiteWidgets\Laravel\Upload\ImageType;
use SiteWidgets\Laravel\Upload\RefusedImage;

/** Upload\ImageHeader: an upload's type from its first bytes and its sides from its header, before anything is decoded. */
final class ImageHeaderTest extends TestCase
{
    private const NOT_AN_IMAGE = 'El archivo no es una imagen PNG, GIF, JPEG o WebP.';

    /** @return array<string, array{0: string, 1: ImageType, 2: int, 3: int}> */
    public static function images(): array
    {
        return [
            'a PNG' => [Png::quarters(32, 16), ImageType::Png, 32, 16],
            'a JPEG' => [Pictures::encoded('jpeg', 40, 20), ImageType::Jpeg, 40, 20],
            'a WebP' => [Pictures::encoded('webp', 30, 10), ImageType::Webp, 30, 10],
            'a GIF' => [Gif::write(8, 6, [Gif::frame(0, 8, 6)]), ImageType::Gif, 8, 6],
            'a PNG claiming 30000 × 30000 px in a few dozen bytes' => [Png::claiming(30_000, 30_000), ImageType::Png, 30_000, 30_000],
        ];
    }

    /** @return array<string, array{0: string}> */
    public static function notImages(): array
    {
        return [
            'an HTML page' => ['<!doctype html><title>x</title><script>alert(document.cookie)</script>'],
            'nothing' => [''],
            'text' => ['Receta de pan dulce'],
            'a BMP' => [Pictures::bytes(Pictures::quarters(4, 4), 'bmp')],
            'half a PNG signature' => [substr(Png::SIGNATURE, 0, 4)],
        ];
    }

    /** @dataProvider images */
    #[DataProvider('images')]
    public function testReadsTheTypeAndSidesFromTheHeader(string $bytes, ImageType $type, int $width, int $height): void
    {
        $header = ImageHeader::read($bytes);

        $this->assertSame([$type, $width, $height, $width * $height], [$header->type, $header->width, $header->height, $header->pixels()]);
    }

    /** @dataProvider notImages */
    #[DataProvider('notImages')]
    public function testRefusesWhatIsNoPngGifJpegOrWebp(string $bytes): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage(self::NOT_AN_IMAGE);

        ImageHeader::read($bytes);
    }

    public function testRefusesAHeaderWithoutSides(): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage('No se pudo leer la imagen: puede estar dañada.');

        ImageHeader::read(Png::claiming(0, 10));
    }
}
