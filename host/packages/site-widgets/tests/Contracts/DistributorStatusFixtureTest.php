<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Distributor\HoursStatus;
use SiteWidgets\Laravel\Distributor\OpeningHours;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * distributor-status.json: a page without JavaScript says of a distributor's hours what the
 * directory's widget says (src/shared/distributors/hours/status.ts and words.ts run the same
 * cases), at the same instant, whatever zone the server's PHP is set to.
 */
final class DistributorStatusFixtureTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: string, 2: string}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('distributor-status')['cases'],
            static fn (array $case): string => "{$case['at']} {$case['about']}",
            static fn (array $case): array => [$case['hours'], $case['at'], $case['says']],
        );
    }

    /** @dataProvider cases */
    #[DataProvider('cases')]
    public function testSaysWhatTheWidgetSays(mixed $hours, string $at, string $says): void
    {
        $instant = new DateTimeImmutable("{$at}:00-03:00");
        $status = HoursStatus::at(OpeningHours::of($hours), $instant);
        $this->assertSame($says, $status->text());
        $this->assertSame(str_starts_with($says, 'Abierto'), $status->isOpen());
    }

    /** @dataProvider cases */
    #[DataProvider('cases')]
    public function testReadsTheInstantInArgentinaWhateverTheServersZone(mixed $hours, string $at, string $says): void
    {
        $zone = date_default_timezone_get();
        try {
            date_default_timezone_set('Asia/Tokyo');
            $instant = (new DateTimeImmutable("{$at}:00-03:00"))->setTimezone(new DateTimeZone('Pacific/Kiritimati'));
            $this->assertSame($says, HoursStatus::at(OpeningHours::of($hours), $instant)->text());
        } finally {
            date_default_timezone_set($zone);
        }
    }
}
