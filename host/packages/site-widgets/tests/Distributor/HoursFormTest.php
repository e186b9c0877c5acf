<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Distributor;

use SiteWidgets\Laravel\Distributor\HoursForm;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Distributor\HoursForm: the point of sale's plain form and the `hours` value (docs/laravel-host.md,
 * "Points of sale"); point-of-sale.test.ts posts it through the host.
 */
final class HoursFormTest extends TestCase
{
    private const WEEKDAY = [['09:00', '13:00'], ['17:00', '20:30']];

    /** @return array<string, mixed> a week as the form posts it: weekdays split, Saturday mornings */
    private static function week(): array
    {
        $weekly = [];
        foreach (['mon', 'tue', 'wed', 'thu', 'fri'] as $day) {
            $weekly[$day] = self::WEEKDAY;
        }

        return $weekly + ['sat' => [['09:00', '13:00'], ['', '']], 'sun' => [['', ''], ['', '']]];
    }

    public function testAWeekAsPostedIsTheValueTheWidgetsRead(): void
    {
        $composed = HoursForm::compose(['weekly' => self::week(), 'holidays' => 'open', 'exceptions' => [['date' => '2027-01-06', 'closed' => '1'], ['date' => '', 'ranges' => [['', '']]]]]);

        self::assertSame([], $composed['errors']);
        self::assertSame(self::WEEKDAY, $composed['hours']['weekly']['mon']);
        self::assertSame([['09:00', '13:00']], $composed['hours']['weekly']['sat']);
        self::assertSame([], $composed['hours']['weekly']['sun']);
        self::assertSame('open', $composed['hours']['holidays']);
        self::assertSame([['date' => '2027-01-06', 'ranges' => []]], $composed['hours']['exceptions']);
        self::assertArrayNotHasKey('closure', $composed['hours']);
        self::assertNull(HoursForm::problem($composed['hours']));
    }

    public function testNothingFilledIsNotSaidNeverClosed(): void
    {
        self::assertSame(['hours' => null, 'errors' => []], HoursForm::compose(['holidays' => 'closed']));
    }

    public function testAShiftClosingAt0000ClosesAtMidnight(): void
    {
        $composed = HoursForm::compose(['weekly' => ['fri' => [['20:00', '00:00']]]]);

        self::assertSame([['20:00', '24:00']], $composed['hours']['weekly']['fri']);
        self::assertSame(['20:00', '00:00'], HoursForm::fill($composed['hours'])['weekly']['fri'][0]);
    }

    public function testWhatAFormGetsWrongIsSaidAtItsField(): void
    {
        $composed = HoursForm::compose([
            'weekly' => ['mon' => [['09:00', '']], 'tue' => [['9', '13:00']]],
            'exceptions' => [['date' => '2027-01-06'], ['date' => '6/1/2027', 'closed' => '1'], ['date' => '', 'closed' => '1'], ['date' => '2027-01-07', 'closed' => '1', 'ranges' => [['09:00', '12:00']]]],
            'closure' => ['from' => '2027-01-10', 'reason' => str_repeat('a', 41)],
        ]);

        self::assertSame([
            'weekly.mon.0' => 'Completá la apertura y el cierre del turno 1 del lunes, o dejá los dos vacíos.',
            'weekly.tue.0' => 'Escribí las horas del turno 1 del martes como 09:30.',
            'exceptions.0.closed' => 'Marcá «Cerrado» o completá un horario para ese día.',
            'exceptions.1.date' => 'Escribí la fecha como 2026-12-24.',
            'exceptions.2.date' => 'Completá la fecha del día con otro horario.',
            'exceptions.3.closed' => 'Marcá «Cerrado» o completá un horario, no los dos.',
            'closure.until' => 'Completá hasta qué día cierra.',
            'closure.reason' => 'El motivo puede tener hasta 40 caracteres.',
        ], $composed['errors']);
    }

    public function testOverlappingShiftsAreTheRulesToRefuse(): void
    {
        $composed = HoursForm::compose(['weekly' => ['mon' => [['09:00', '13:00'], ['12:30', '20:00']]]]);

        self::assertSame([], $composed['errors']);
        self::assertStringContainsString('el lunes, horario 2', (string) HoursForm::problem($composed['hours']));
    }

    public function testAFormIsFilledFromTheStoredValue(): void
    {
        $stored = ['weekly' => ['mon' => self::WEEKDAY, 'tue' => [], 'wed' => [], 'thu' => [], 'fri' => [], 'sat' => [], 'sun' => []], 'holidays' => 'open', 'exceptions' => [['date' => '2027-01-06', 'ranges' => []]], 'closure' => ['from' => '2027-02-01', 'until' => '2027-02-10', 'reason' => 'vacaciones']];
        $form = HoursForm::fill($stored);

        self::assertSame(self::WEEKDAY, $form['weekly']['mon']);
        self::assertSame([['', ''], ['', '']], $form['weekly']['tue']);
        self::assertSame('open', $form['holidays']);
        self::assertSame(['date' => '2027-01-06', 'closed' => true, 'ranges' => [['', ''], ['', '']]], $form['exceptions'][0]);
        self::assertCount(HoursForm::EXCEPTION_ROWS, $form['exceptions']);
        self::assertSame(['from' => '2027-02-01', 'until' => '2027-02-10', 'reason' => 'vacaciones'], $form['closure']);
        self::assertSame('closed', HoursForm::fill(null)['holidays']);
        self::assertSame('closed', HoursForm::fill(['not' => 'hours'])['holidays']);
    }
}
