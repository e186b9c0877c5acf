<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Upload;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Upload\ImageHeader;
use SiteWidgets\Laravel\Upload\ImageLimits;
use SiteWidgets\Laravel\Upload\RefusedImage;

/**
 * Upload\ImageLimits: how large an image may be, judged from its header (8,000 px a side, 40
 * megapixels), and the memory its decoding takes, reserved before GD starts.
 */
final class ImageLimitsTest extends TestCase
{
    private string $memoryLimit = '';

    protected function setUp(): void
    {
        parent::setUp();
        $this->memoryLimit = (string) ini_get('memory_limit');
    }

    protected function tearDown(): void
    {
        ini_set('memory_limit', $this->memoryLimit);
        parent::tearDown();
    }

    /** @return array<string, array{0: int, 1: int}> */
    public static function withinTheLimits(): array
    {
        return [
            'a photo' => [4000, 3000],
            '8,000 px wide' => [8000, 10],
            '8,000 px high' => [10, 8000],
            '40 megapixels exactly' => [8000, 5000],
            'a square of 40 megapixels' => [6400, 6250],
        ];
    }

    /** @return array<string, array{0: int, 1: int}> */
    public static function pastTheLimits(): array
    {
        return [
            'a side of 8,001 px' => [8001, 10],
            'a height of 8,001 px' => [10, 8001],
            'over 40 megapixels, each side within' => [6401, 6250],
            '30000 × 30000' => [30_000, 30_000],
        ];
    }

    /** @dataProvider withinTheLimits */
    #[DataProvider('withinTheLimits')]
    public function testLetsThroughAnImageWithinTheLimits(int $width, int $height): void
    {
        ImageLimits::check(ImageHeader::read(Png::claiming($width, $height)));

        $this->addToAssertionCount(1);
    }

    /** @dataProvider pastTheLimits */
    #[DataProvider('pastTheLimits')]
    public function testRefusesAnImagePastTheLimitsSayingItsSides(int $width, int $height): void
    {
        $this->expectException(RefusedImage::class);
        $this->expectExceptionMessage("La imagen mide $width × $height px: el máximo es 8000 px por lado y 40 megapíxeles.");

        ImageLimits::check(ImageHeader::read(Png::claiming($width, $height)));
    }

    public function testRaisesTheMemoryLimitToWhatDecodingTakes(): void
    {
        ini_set('memory_limit', '128M');

        ImageLimits::reserveMemory(ImageHeader::read(Png::claiming(8000, 5000)));

        // The picture and its turned copy, 4 bytes a pixel each, and 64 MB besides.
        $this->assertSame((string) (40_000_000 * 4 * 2 + 64 * 1024 * 1024), ini_get('memory_limit'));
    }

    /** @return array<string, array{0: string}> */
    public static function limitsAboveTheNeed(): array
    {
        return ['in gigabytes' => ['2G'], 'in megabytes' => ['1024M'], 'in kilobytes' => ['1048576k'], 'in bytes' => ['1073741824'], 'none' => ['-1']];
    }

    /** @dataProvider limitsAboveTheNeed */
    #[DataProvider('limitsAboveTheNeed')]
    public function testNeverLowersTheMemoryLimit(string $limit): void
    {
        ini_set('memory_limit', $limit);

        ImageLimits::reserveMemory(ImageHeader::read(Png::claiming(4000, 3000)));

        $this->assertSame($limit, ini_get('memory_limit'));
    }
}
