<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Recipe;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Recipe\Duration beyond the shared fixture (durations.json, Contracts\DurationsTest): the
 * ISO 8601 duration only the package writes, for the JSON-LD, and 'media' only after an hour.
 */
final class DurationTest extends TestCase
{
    /** @return array<string, array{0: int, 1: string}> */
    public static function isoDurations(): array
    {
        return [
            'no time at all' => [0, 'PT0M'],
            'a minute' => [1, 'PT1M'],
            'under an hour' => [59, 'PT59M'],
            'an hour, no minutes' => [60, 'PT1H'],
            'an hour and a minute' => [61, 'PT1H1M'],
            'an hour and a half' => [90, 'PT1H30M'],
            'a day, as hours' => [1440, 'PT24H'],
        ];
    }

    /** @dataProvider isoDurations */
    #[DataProvider('isoDurations')]
    public function testWritesMinutesAsSchemaOrgTakesThem(int $minutes, string $iso): void
    {
        $this->assertSame($iso, Duration::iso($minutes));
    }

    public function testMediaIsHalfAnHourOnlyRightAfterAnHour(): void
    {
        $this->assertSame(90, Duration::minutes('1 h media'));
        $this->assertSame(30, Duration::minutes('MEDIA HORA'));
        $this->assertNull(Duration::minutes('media'));
        $this->assertNull(Duration::minutes('1 hora y media y media'));
    }

    public function testPrintsATextThatIsNoTimeTrimmedAsJavaScriptTrims(): void
    {
        $this->assertSame('toda la noche', Duration::label("\u{a0} toda la noche\u{3000}"));
        $this->assertNull(Duration::isoOf('toda la noche'));
    }
}
