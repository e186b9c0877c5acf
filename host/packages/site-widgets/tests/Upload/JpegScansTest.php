<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ImageLimits;
use SiteWidgets\Laravel\Upload\Reencoder;
use SiteWidgets\Laravel\Upload\RefusedImage;

/**
 * A JPEG's scans, a decompression bomb GD would otherwise decode: libjpeg reads every scan of a
 * progressive JPEG over the whole picture before giving a row, and warns about a repeated scan
 * but reads it. A scan of 20 bytes costs a pass over every block of its component: at 40
 * megapixels, a file of 5 MB held some 200,000 of them, hours of a PHP worker. More than
 * ImageLimits::MAX_JPEG_SCANS (64; libjpeg writes 10 for a colour picture) is refused before
 * GD sees the file; the count walks the file as libjpeg reads it.
 */
final class JpegScansTest extends TestCase
{
    private const REFUSED = 'La imagen JPEG está guardada en más de 64 pasadas. Guardala de nuevo con otro programa (o sin la opción "progresiva") y subila otra vez.';

    public function testAProgressiveJpegAsAnEncoderWritesItIsStored(): void
    {
        $jpeg = Jpeg::progressive(64, 48);
        $this->assertSame(10, Jpeg::scans($jpeg));

        $image = Reencoder::reencode(Jpeg::withRepeatedLastScan($jpeg, ImageLimits::MAX_JPEG_SCANS - 10));

        $this->assertSame([64, 48], [$image->width, $image->height]);
        $this->assertSame(['red', 'green', 'blue', 'white'], Pictures::quarterColours($image->bytes));
    }

    public function testRefusesAJpegOfMoreScansThanTheLimitBeforeDecodingIt(): void
    {
        $bomb = Jpeg::withRepeatedLastScan(Jpeg::progressive(64, 48), ImageLimits::MAX_JPEG_SCANS - 9);

        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage(self::REFUSED);

        Reencoder::reencode($bomb);
    }

    public function testRefusesTheSameForWhatTheServerMakesFromAStoredImage(): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage(self::REFUSED);

        Reencoder::picture(Jpeg::withRepeatedLastScan(Jpeg::progressive(64, 48), 100));
    }

    public function testCountsTheScansLibjpegFindsPastBytesItSkips(): void
    {
        // libjpeg skips bytes that are no marker ("extraneous bytes before marker") and reads on.
        $bomb = Jpeg::withRepeatedLastScan(Jpeg::progressive(64, 48), 60, "junk\x00\xFF\x00");

        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage(self::REFUSED);

        Reencoder::reencode($bomb);
    }

    public function testCountsNoScanInASegmentsBytesNorAfterTheEnd(): void
    {
        // A comment of SOS markers is a comment; a scan after the end (EOI) is never read.
        $jpeg = Jpeg::withComment(Jpeg::progressive(64, 48), str_repeat("\xFF\xDA", 1000));
        $jpeg .= str_repeat(substr($jpeg, (int) strrpos($jpeg, "\xFF\xDA"), -2), 100);

        $image = Reencoder::reencode($jpeg);

        $this->assertSame(['red', 'green', 'blue', 'white'], Pictures::quarterColours($image->bytes));
    }

    public function testAFortyMegapixelBombIsRefusedAtOnce(): void
    {
        // 8000 × 5000, one colour, progressive: its chroma scans are a few bytes each.
        $image = imagecreatetruecolor(8000, 5000);
        imageinterlace($image, true);
        $bomb = Jpeg::withRepeatedLastScan(Pictures::bytes($image, 'jpeg'), 5000);
        imagedestroy($image);
        $started = hrtime(true);

        try {
            Reencoder::reencode($bomb);
            $this->fail('decoded');
        } catch (RefusedImage $refused) {
            $this->assertSame(self::REFUSED, $refused->getMessage());
        }
        // Decoded, it takes minutes; refused, the walk over its 300 KB.
        $this->assertLessThan(2.0, (hrtime(true) - $started) / 1e9);
    }
}
