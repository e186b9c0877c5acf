<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Distributor;

use DateTimeImmutable;
use SiteWidgets\Laravel\Distributor\OpeningHours;
use SiteWidgets\Laravel\Distributor\SpanishHours;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Tests\Validation\DistributorHoursTest;

/** Distributor\OpeningHours read from a column, and Distributor\SpanishHours: what a distributor's page prints of them. */
final class SpanishHoursTest extends TestCase
{
    private const SPLIT = [['09:00', '13:00'], ['17:00', '20:30']];

    public function testGroupsConsecutiveDaysWithTheSameHours(): void
    {
        $hours = self::hours(['mon' => self::SPLIT, 'tue' => self::SPLIT, 'wed' => self::SPLIT, 'thu' => self::SPLIT, 'fri' => self::SPLIT, 'sat' => [['09:00', '13:00']], 'sun' => []]);

        $this->assertSame(['Lunes a viernes: 9:00–13:00 y 17:00–20:30', 'Sábado: 9:00–13:00', 'Domingo: cerrado'], SpanishHours::weekly($hours));
    }

    public function testGroupsOnlyDaysInARow(): void
    {
        $morning = [['08:30', '12:00']];
        $hours = self::hours(['mon' => $morning, 'tue' => [], 'wed' => $morning, 'thu' => $morning, 'fri' => [['10:00', '24:00']], 'sat' => [], 'sun' => []]);

        $this->assertSame(['Lunes: 8:30–12:00', 'Martes: cerrado', 'Miércoles y jueves: 8:30–12:00', 'Viernes: 10:00–24:00', 'Sábado y domingo: cerrado'], SpanishHours::weekly($hours));
    }

    public function testWritesRangesAsSpanishLists(): void
    {
        $this->assertSame('cerrado', SpanishHours::ranges([]));
        $this->assertSame('0:30–2:00, 9:00–13:00 y 17:00–24:00', SpanishHours::ranges([['00:30', '02:00'], ['09:00', '13:00'], ['17:00', '24:00']]));
        $this->assertSame('10:05', SpanishHours::time('10:05'));
        $this->assertSame('7:45', SpanishHours::time('07:45'));
    }

    public function testTellsTheClosureAhead(): void
    {
        $hours = OpeningHours::of(DistributorHoursTest::EXAMPLE);
        $this->assertNotNull($hours);

        $this->assertSame('Cerrado por vacaciones del 2/1 al 15/1', SpanishHours::closure($hours, new DateTimeImmutable('2026-11-30')));
        $this->assertSame('Cerrado por vacaciones del 2/1 al 15/1', SpanishHours::closure($hours, new DateTimeImmutable('2027-01-15')));
        $this->assertNull(SpanishHours::closure($hours, new DateTimeImmutable('2027-01-16')), 'a closure that is over');
    }

    public function testWritesAClosureWithoutAReasonAcrossTheNewYearAndOfOneDay(): void
    {
        $closure = fn (array $value) => SpanishHours::closure(self::hours([], ['closure' => $value]), new DateTimeImmutable('2026-12-01'));

        $this->assertSame('Cerrado temporalmente del 28/12/2026 al 5/1/2027', $closure(['from' => '2026-12-28', 'until' => '2027-01-05']));
        $this->assertSame('Cerrado temporalmente el 7/12', $closure(['from' => '2026-12-07', 'until' => '2026-12-07', 'reason' => '  ']));
        $this->assertSame('Cerrado por inventario el 7/12', $closure(['from' => '2026-12-07', 'until' => '2026-12-07', 'reason' => 'inventario']));
    }

    public function testSaysWhetherItOpensOnNationalHolidays(): void
    {
        $this->assertSame('Feriados nacionales: cerrado', SpanishHours::holidays(self::hours([])));
        $this->assertSame('Feriados nacionales: abierto', SpanishHours::holidays(self::hours([], ['holidays' => 'open'])));
    }

    public function testListsTheExceptionsAheadInDateOrder(): void
    {
        $hours = self::hours([], ['exceptions' => [['date' => '2026-12-31', 'ranges' => []], ['date' => '2026-12-24', 'ranges' => [['09:00', '13:00']]], ['date' => '2026-11-01', 'ranges' => []]]]);

        $this->assertSame(['Jueves 24/12: 9:00–13:00', 'Jueves 31/12: cerrado'], SpanishHours::exceptions($hours, new DateTimeImmutable('2026-12-01')));
        $this->assertSame(['Jueves 31/12: cerrado'], SpanishHours::exceptions($hours, new DateTimeImmutable('2026-12-25')));
    }

    /** Unknown is null, and so is a value of another shape: the page says "Horario no informado", never "Cerrado". */
    public function testReadsWhatIsNotAValidValueAsUnknown(): void
    {
        $this->assertNull(OpeningHours::of(null));
        $this->assertNull(OpeningHours::of([]));
        $this->assertNull(OpeningHours::of('no es JSON'));
        $this->assertNull(OpeningHours::of(['weekly' => ['mon' => [['13:00', '09:00']]]] + DistributorHoursTest::EXAMPLE));
        $this->assertNotNull(OpeningHours::of(json_encode(DistributorHoursTest::EXAMPLE)));
        $this->assertSame('Horario no informado', SpanishHours::UNKNOWN);
    }

    /** @param array<string, list<array{0: string, 1: string}>> $weekly the days given, the others closed */
    private static function hours(array $weekly, array $rest = []): OpeningHours
    {
        $hours = OpeningHours::of($rest + [
            'weekly' => $weekly + array_fill_keys(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], []),
            'holidays' => 'closed',
            'exceptions' => [],
        ]);
        self::assertNotNull($hours);

        return $hours;
    }
}
