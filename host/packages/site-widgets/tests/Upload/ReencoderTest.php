<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ImageType;
use SiteWidgets\Laravel\Upload\Reencoder;
use SiteWidgets\Laravel\Upload\RefusedImage;

/**
 * Upload\Reencoder: what the server stores of an upload is GD's own picture, turned upright,
 * with no EXIF, GPS, comment, text chunk or byte after it; transparency kept; what it cannot
 * keep whole refused in the words the uploader shows. (The upload route through the host's
 * kernel, folders included: upload-reencoding.test.ts.)
 */
final class ReencoderTest extends TestCase
{
    private const HTML = '<!doctype html><title>x</title><script>alert(document.cookie)</script>';

    /** @return array<string, array{0: int, 1: int, 2: int, 3: list<string>}> */
    public static function orientations(): array
    {
        // The picture sent: 32 × 16, red and green over blue and white.
        return [
            '1, upright' => [1, 32, 16, ['red', 'green', 'blue', 'white']],
            '2, mirrored' => [2, 32, 16, ['green', 'red', 'white', 'blue']],
            '3, turned a half' => [3, 32, 16, ['white', 'blue', 'green', 'red']],
            '4, flipped' => [4, 32, 16, ['blue', 'white', 'red', 'green']],
            '5, mirrored and turned' => [5, 16, 32, ['red', 'blue', 'green', 'white']],
            '6, turned a quarter clockwise' => [6, 16, 32, ['blue', 'red', 'white', 'green']],
            '7, flipped and turned' => [7, 16, 32, ['white', 'green', 'blue', 'red']],
            '8, turned a quarter anticlockwise' => [8, 16, 32, ['green', 'white', 'red', 'blue']],
        ];
    }

    /**
     * @dataProvider orientations
     *
     * @param  list<string>  $quarters
     */
    #[DataProvider('orientations')]
    public function testTurnsAJpegUprightAndKeepsNothingOfItsExif(int $orientation, int $width, int $height, array $quarters): void
    {
        $sent = Exif::inJpeg(Pictures::encoded('jpeg', 32, 16), Exif::tiff($orientation));

        $stored = Reencoder::reencode($sent);

        $this->assertSame([ImageType::Jpeg, $width, $height], [$stored->type, $stored->width, $stored->height]);
        $this->assertSame([$width, $height], array_slice((array) getimagesizefromstring($stored->bytes), 0, 2));
        $this->assertSame($quarters, Pictures::quarterColours($stored->bytes));
        // No APPn segment (EXIF, XMP, ICC) and no comment, not even GD's own.
        $this->assertSame([], array_values(array_filter(Exif::jpegMarkers($stored->bytes), static fn (int $marker): bool => ($marker >= 0xE1 && $marker <= 0xEF) || $marker === 0xFE)));
        foreach (['Exif', "MM\0*", 'Phone', 'CREATOR'] as $trace) {
            $this->assertStringNotContainsString($trace, $stored->bytes);
        }
    }

    public function testTurnsAPngByItsExifChunkAndDropsIt(): void
    {
        $stored = Reencoder::reencode(Png::quarters(32, 16, 255, Exif::pngChunk(Exif::tiff(6))));

        $this->assertSame([ImageType::Png, 16, 32], [$stored->type, $stored->width, $stored->height]);
        $this->assertSame(['blue', 'red', 'white', 'green'], Pictures::quarterColours($stored->bytes));
        $this->assertNotContains('eXIf', Png::chunkTypes($stored->bytes));
    }

    public function testTurnsAWebpByItsExifChunkAndDropsIt(): void
    {
        $stored = Reencoder::reencode(Exif::inWebp(Pictures::encoded('webp', 32, 16), Exif::tiff(6), 32, 16));

        $this->assertSame([ImageType::Webp, 16, 32], [$stored->type, $stored->width, $stored->height]);
        $this->assertSame(['blue', 'red', 'white', 'green'], Pictures::quarterColours($stored->bytes));
        $this->assertStringNotContainsString('EXIF', $stored->bytes);
        $this->assertStringNotContainsString('Phone', $stored->bytes);
    }

    public function testDropsAPngsTextChunksAndAnHtmlPageAfterIt(): void
    {
        $sent = Png::quarters(8, 8, 255, Png::chunk('tEXt', "Comment\0<script>alert(document.cookie)</script>")).self::HTML;

        $stored = Reencoder::reencode($sent)->bytes;

        $this->assertStringNotContainsString('<script', $stored);
        $this->assertNotContains('tEXt', Png::chunkTypes($stored));
        $this->assertSame('IEND', substr($stored, -8, 4));
    }

    public function testDropsAnHtmlPageAfterAJpeg(): void
    {
        $stored = Reencoder::reencode(Pictures::encoded('jpeg', 32, 16).self::HTML)->bytes;

        $this->assertStringNotContainsString('<script', $stored);
        $this->assertSame("\xFF\xD9", substr($stored, -2));
    }

    public function testKeepsATranslucentPngsAlpha(): void
    {
        $stored = Reencoder::reencode(Png::quarters(8, 8, 128));
        $image = imagecreatefromstring($stored->bytes);

        // GD's alpha runs from 0 (opaque) to 127 (transparent): 128 of 255 opaque is 63.
        $this->assertNotFalse($image);
        $this->assertSame([63, 63, 63, 63], array_map(static fn (array $at): int => Pictures::rgba($image, ...$at)[3], [[1, 1], [6, 1], [1, 6], [6, 6]]));
    }

    public function testKeepsAGifsAnimation(): void
    {
        $stored = Reencoder::reencode(Gif::write(8, 8, [Gif::frame(0), Gif::frame(2)], 0));

        $this->assertSame([ImageType::Gif, 8, 8], [$stored->type, $stored->width, $stored->height]);
        $this->assertCount(2, Gif::blocks($stored->bytes)['frames']);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function refused(): array
    {
        $tooLarge = 'La imagen mide %d × %d px: el máximo es 8000 px por lado y 40 megapíxeles.';

        return [
            'a PNG whose header claims 30000 × 30000 px' => [Png::claiming(30_000, 30_000), sprintf($tooLarge, 30_000, 30_000)],
            'a PNG 8001 px wide' => [Png::claiming(8001, 10), sprintf($tooLarge, 8001, 10)],
            'an animated WebP' => [WebP::animatedHeader(32, 16), 'Las imágenes WebP animadas no se pueden subir: subí una imagen fija o la animación como GIF.'],
            'an animated PNG' => [Png::quarters(8, 8, 255, Png::chunk('acTL', pack('NN', 2, 0))), 'Los PNG animados no se pueden subir: subí una imagen fija o la animación como GIF.'],
            'an HTML page' => [self::HTML, 'El archivo no es una imagen PNG, GIF, JPEG o WebP.'],
            'a PNG whose header claims more than its picture holds' => [
                Png::SIGNATURE.Png::chunk('IHDR', pack('NNC5', 16, 16, 8, 6, 0, 0, 0)).substr(Png::quarters(8, 8), 33),
                'No se pudo leer la imagen: puede estar dañada. Guardala de nuevo con otro programa o subí otra.',
            ],
        ];
    }

    /** @dataProvider refused */
    #[DataProvider('refused')]
    public function testRefusesWhatItCannotStoreWholeSayingWhy(string $bytes, string $message): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage($message);

        Reencoder::reencode($bytes);
    }

    public function testGivesAStoredImagesPictureUprightForWhatTheServerMakesFromIt(): void
    {
        $picture = Reencoder::picture(Exif::inJpeg(Pictures::encoded('jpeg', 32, 16), Exif::tiff(6)));

        $this->assertSame([16, 32], [imagesx($picture), imagesy($picture)]);
        $this->assertSame('blue', Pictures::name(Pictures::rgba($picture, 4, 8)));
    }

    public function testGivesAGifsFirstFrameAsItsPicture(): void
    {
        $picture = Reencoder::picture(Gif::write(8, 8, [Gif::frame(2), Gif::frame(0)], 0));

        $this->assertSame('blue', Pictures::name(Pictures::rgba($picture, 4, 4)));
    }
}
