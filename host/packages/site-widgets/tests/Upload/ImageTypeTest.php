<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ImageType;

/** Upload\ImageType: the four kinds an upload may be, each stored with its own extension and served with its own type. */
final class ImageTypeTest extends TestCase
{
    /** @return array<string, array{0: int, 1: ImageType, 2: string, 3: string}> */
    public static function types(): array
    {
        return [
            'PNG' => [IMAGETYPE_PNG, ImageType::Png, 'png', 'image/png'],
            'GIF' => [IMAGETYPE_GIF, ImageType::Gif, 'gif', 'image/gif'],
            'JPEG' => [IMAGETYPE_JPEG, ImageType::Jpeg, 'jpg', 'image/jpeg'],
            'WebP' => [IMAGETYPE_WEBP, ImageType::Webp, 'webp', 'image/webp'],
        ];
    }

    /** @dataProvider types */
    #[DataProvider('types')]
    public function testNamesEachKindByItsExtensionAndType(int $imagetype, ImageType $type, string $extension, string $mime): void
    {
        $this->assertSame($type, ImageType::fromImagetype($imagetype));
        $this->assertSame($extension, $type->extension());
        $this->assertSame($mime, $type->mime());
    }

    public function testNoOtherKindIsAnUpload(): void
    {
        foreach ([IMAGETYPE_BMP, IMAGETYPE_TIFF_II, IMAGETYPE_TIFF_MM, IMAGETYPE_ICO, IMAGETYPE_SWF, IMAGETYPE_PSD, IMAGETYPE_UNKNOWN] as $imagetype) {
            $this->assertNull(ImageType::fromImagetype($imagetype), image_type_to_mime_type($imagetype));
        }
    }
}
