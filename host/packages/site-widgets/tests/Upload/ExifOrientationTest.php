<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ExifOrientation;
use SiteWidgets\Laravel\Upload\ImageType;

/**
 * Upload\ExifOrientation: the orientation tag in the three containers that carry it, in
 * either byte order; anything missing, damaged or out of range is upright, as a browser shows it.
 */
final class ExifOrientationTest extends TestCase
{
    /** @return array<string, array{0: ImageType, 1: string, 2: int}> */
    public static function oriented(): array
    {
        $jpeg = Pictures::encoded('jpeg', 16, 8);
        $webp = Pictures::encoded('webp', 16, 8);
        $sets = [];
        foreach ([true, false] as $bigEndian) {
            $order = $bigEndian ? 'big-endian' : 'little-endian';
            foreach (range(1, 8) as $orientation) {
                $tiff = Exif::tiff($orientation, $bigEndian);
                $sets["a JPEG's APP1, $order, $orientation"] = [ImageType::Jpeg, Exif::inJpeg($jpeg, $tiff), $orientation];
                $sets["a PNG's eXIf, $order, $orientation"] = [ImageType::Png, Png::quarters(4, 4, 255, Exif::pngChunk($tiff)), $orientation];
                $sets["a WebP's EXIF, $order, $orientation"] = [ImageType::Webp, Exif::inWebp($webp, $tiff, 16, 8), $orientation];
            }
        }

        return $sets;
    }

    /** @return array<string, array{0: ImageType, 1: string}> */
    public static function upright(): array
    {
        $jpeg = Pictures::encoded('jpeg', 16, 8);
        $webp = Pictures::encoded('webp', 16, 8);
        $tiff = Exif::tiff(6);
        // The orientation is the first directory's second entry (8 + 2 + 12 = 22): its type at 24, its value at 30.
        $orientationType = 24;
        $orientationValue = 30;

        return [
            'a JPEG without EXIF' => [ImageType::Jpeg, $jpeg],
            'a PNG without eXIf' => [ImageType::Png, Png::quarters(4, 4)],
            'a WebP without EXIF' => [ImageType::Webp, $webp],
            'a GIF, which has no EXIF' => [ImageType::Gif, Gif::write(8, 8, [Gif::frame(0)])],
            'an orientation of 9' => [ImageType::Jpeg, Exif::inJpeg($jpeg, Exif::tiff(9))],
            'an orientation of 0' => [ImageType::Jpeg, Exif::inJpeg($jpeg, Exif::tiff(0))],
            'an orientation that is no SHORT' => [ImageType::Jpeg, Exif::inJpeg($jpeg, substr_replace($tiff, pack('n', 4), $orientationType, 2))],
            'no TIFF byte order' => [ImageType::Jpeg, Exif::inJpeg($jpeg, 'XX'.substr($tiff, 2))],
            'a TIFF without 42' => [ImageType::Jpeg, Exif::inJpeg($jpeg, substr_replace($tiff, pack('n', 43), 2, 2))],
            'a directory past the end' => [ImageType::Jpeg, Exif::inJpeg($jpeg, substr_replace($tiff, pack('N', 9999), 4, 4))],
            'a directory cut short' => [ImageType::Png, Png::quarters(4, 4, 255, Exif::pngChunk(substr($tiff, 0, $orientationValue)))],
            'a TIFF of four bytes' => [ImageType::Webp, Exif::inWebp($webp, 'MM'.pack('n', 42), 16, 8)],
            'EXIF after the picture data, where no viewer reads it' => [ImageType::Png, substr(Png::quarters(4, 4), 0, -12).Exif::pngChunk($tiff).substr(Png::quarters(4, 4), -12)],
            'a JPEG whose first segment is broken' => [ImageType::Jpeg, "\xFF\xD8\xFF\xE1\x00\x01".$tiff],
            'bytes that are no JPEG' => [ImageType::Jpeg, 'no es un JPEG'],
        ];
    }

    /** @dataProvider oriented */
    #[DataProvider('oriented')]
    public function testReadsTheOrientationInEachContainer(ImageType $type, string $bytes, int $orientation): void
    {
        $this->assertSame($orientation, ExifOrientation::of($type, $bytes));
    }

    /** @dataProvider upright */
    #[DataProvider('upright')]
    public function testAnythingElseIsUpright(ImageType $type, string $bytes): void
    {
        $this->assertSame(ExifOrientation::UPRIGHT, ExifOrientation::of($type, $bytes));
    }

    public function testReadsTheFirstExifSegmentPastOthersAndFillBytes(): void
    {
        $jpeg = Pictures::encoded('jpeg', 16, 8);
        $xmp = "http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>";
        $withXmp = substr($jpeg, 0, 2)."\xFF\xE1".pack('n', strlen($xmp) + 2).$xmp."\xFF\xFF".substr(Exif::inJpeg($jpeg, Exif::tiff(8)), 2);

        $this->assertSame(8, ExifOrientation::of(ImageType::Jpeg, $withXmp));
    }

    public function testReadsAWebpExifChunkThatStartsAsAJpegsDoes(): void
    {
        $webp = Pictures::encoded('webp', 16, 8);

        $this->assertSame(3, ExifOrientation::of(ImageType::Webp, Exif::inWebp($webp, "Exif\0\0".Exif::tiff(3), 16, 8)));
    }
}
