<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Validation;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Validation\DistributorHours;

/**
 * Validation\DistributorHours: the shape (resources/schemas/distributor-hours.json) and what the
 * schema cannot say (Validation\HoursRules), each refusal with the Spanish message a form shows.
 */
final class DistributorHoursTest extends TestCase
{
    /** The issue's own example, with every part. */
    public const EXAMPLE = [
        'weekly' => [
            'mon' => [['09:00', '13:00'], ['17:00', '20:30']], 'tue' => [], 'wed' => [], 'thu' => [], 'fri' => [],
            'sat' => [['09:00', '13:00']], 'sun' => [],
        ],
        'holidays' => 'closed',
        'exceptions' => [['date' => '2026-12-24', 'ranges' => [['09:00', '13:00']]], ['date' => '2026-12-31', 'ranges' => []]],
        'closure' => ['from' => '2027-01-02', 'until' => '2027-01-15', 'reason' => 'vacaciones'],
    ];

    /** @return array<string, array{0: mixed}> */
    public static function validValues(): array
    {
        $open24 = self::with(['weekly', 'sun'], [['00:00', '24:00']]);

        return [
            'the example' => [self::EXAMPLE],
            'unknown (null)' => [null],
            'no closure' => [self::without('closure')],
            'a null closure, open on holidays' => [self::with(['closure'], null, self::with(['holidays'], 'open'))],
            'a closure without a reason' => [self::with(['closure'], ['from' => '2027-01-02', 'until' => '2027-01-02'])],
            'a null reason' => [self::with(['closure', 'reason'], null)],
            'all day, to 24:00' => [$open24],
            'four ranges, the last two touching' => [self::with(['weekly', 'tue'], [['06:00', '08:00'], ['09:00', '12:00'], ['13:00', '17:00'], ['17:00', '23:30']])],
            'a leap day' => [self::with(['exceptions', 0, 'date'], '2028-02-29')],
            'sixty exceptions' => [self::with(['exceptions'], array_map(fn (int $day) => ['date' => date('Y-m-d', mktime(0, 0, 0, 1, $day, 2027)), 'ranges' => []], range(1, 60)))],
            'a forty-character reason' => [self::with(['closure', 'reason'], str_repeat('ñ', 40))],
        ];
    }

    /** @return array<string, array{0: mixed, 1: string}> */
    public static function invalidValues(): array
    {
        return [
            'a list for the whole' => [[], 'en el horario se esperaba un objeto o null y hay una lista de 0 elementos'],
            'a day missing' => [self::without('weekly', 'sun'), 'falta el domingo'],
            'the exceptions missing' => [self::without('exceptions'), 'falta las excepciones'],
            'a day that is not one' => [self::with(['weekly', 'dom'], []), 'la semana tiene un campo que un horario no lleva («dom»)'],
            'a day as text' => [self::with(['weekly', 'mon'], '9 a 13'), 'en el lunes se esperaba una lista y hay «9 a 13»'],
            'five ranges' => [self::with(['weekly', 'wed'], array_fill(0, 5, ['09:00', '10:00'])), 'el miércoles tiene 5 elementos y el máximo es 4'],
            'a range of three times' => [self::with(['weekly', 'mon', 0], ['09:00', '13:00', '14:00']), 'el lunes, horario 1 tiene que ser una apertura y un cierre, como ["09:00", "13:00"]'],
            'a time without its zero' => [self::with(['weekly', 'mon', 1, 0], '9:00'), 'en el lunes, horario 2, apertura, «9:00» no es una hora (de 00:00 a 23:59, y 24:00 solo al cerrar)'],
            '25:00' => [self::with(['weekly', 'sat', 0, 1], '25:00'), 'en el sábado, horario 1, cierre, «25:00» no es una hora (de 00:00 a 23:59, y 24:00 solo al cerrar)'],
            'opening at 24:00' => [self::with(['weekly', 'sun'], [['24:00', '24:00']]), 'en el domingo, horario 1, apertura, «24:00» no es una hora (de 00:00 a 23:59, y 24:00 solo al cerrar)'],
            'holidays as a yes' => [self::with(['holidays'], true), 'en los feriados se esperaba «closed» u «open» y hay el valor true'],
            'a closing before its opening' => [self::with(['weekly', 'fri'], [['13:00', '09:00']]), 'el viernes, horario 1: abre a las 13:00 y cierra a las 09:00, que no es después'],
            'an empty range' => [self::with(['weekly', 'fri'], [['09:00', '09:00']]), 'el viernes, horario 1: abre a las 09:00 y cierra a las 09:00, que no es después'],
            'ranges out of order' => [self::with(['weekly', 'mon'], [['17:00', '20:30'], ['09:00', '13:00']]), 'el lunes, horario 2: abre a las 09:00, antes de que cierre el horario 1 (20:30); los horarios van en orden y sin superponerse'],
            'overlapping ranges' => [self::with(['weekly', 'tue'], [['09:00', '13:00'], ['12:30', '20:00']]), 'el martes, horario 2: abre a las 12:30, antes de que cierre el horario 1 (13:00); los horarios van en orden y sin superponerse'],
            'an exception’s ranges overlapping' => [self::with(['exceptions', 0, 'ranges'], [['09:00', '13:00'], ['10:00', '11:00']]), 'la excepción 1, horario 2: abre a las 10:00, antes de que cierre el horario 1 (13:00); los horarios van en orden y sin superponerse'],
            'a date of another form' => [self::with(['exceptions', 1, 'date'], '31/12/2026'), 'en la excepción 2, fecha, «31/12/2026» no es una fecha (AAAA-MM-DD)'],
            'a date the calendar has not' => [self::with(['exceptions', 0, 'date'], '2026-02-30'), 'la excepción 1: 2026-02-30 no es una fecha del calendario'],
            'the same date twice' => [self::with(['exceptions', 1, 'date'], '2026-12-24'), 'la excepción 2: el 2026-12-24 ya tiene su excepción (la 1)'],
            'an exception without ranges' => [self::without('exceptions', 0, 'ranges'), 'falta la excepción 1, horarios'],
            'sixty-one exceptions' => [self::with(['exceptions'], array_fill(0, 61, ['date' => '2027-01-01', 'ranges' => []])), 'las excepciones tiene 61 elementos y el máximo es 60'],
            'a closure ending before it starts' => [self::with(['closure', 'until'], '2027-01-01'), 'el cierre temporal: termina el 2027-01-01, antes de empezar el 2027-01-02'],
            'a closure without its end' => [self::without('closure', 'until'), 'falta el cierre temporal, hasta'],
            'a closure on 2027-02-29' => [self::with(['closure', 'from'], '2027-02-29'), 'el cierre temporal, desde: 2027-02-29 no es una fecha del calendario'],
            'a reason of 41 characters' => [self::with(['closure', 'reason'], str_repeat('a', 41)), 'el cierre temporal, motivo tiene más de 40 caracteres'],
            'a reason on two lines' => [self::with(['closure', 'reason'], "vacaciones\nde verano"), 'el cierre temporal, motivo tiene un salto de línea o un carácter de control'],
        ];
    }

    /** @dataProvider validValues */
    #[DataProvider('validValues')]
    public function testPassesAValidValue(mixed $hours): void
    {
        $rule = DistributorHours::rule();
        $this->assertTrue($rule->passes('hours', json_encode($hours, JSON_THROW_ON_ERROR)), $rule->message());
    }

    /** @dataProvider invalidValues */
    #[DataProvider('invalidValues')]
    public function testRefusesSayingWhereAndWhy(mixed $hours, string $problem): void
    {
        $rule = DistributorHours::rule();
        $this->assertFalse($rule->passes('hours', json_encode($hours, JSON_THROW_ON_ERROR)));
        $this->assertSame("El campo :attribute no es un horario válido: {$problem}.", $rule->message());
    }

    public function testRefusesWhatIsNotJson(): void
    {
        $rule = DistributorHours::rule();
        $this->assertFalse($rule->passes('hours', '{"weekly":'));
        $this->assertSame('El campo :attribute no es JSON válido.', $rule->message());
        $this->assertFalse($rule->passes('hours', ['weekly' => []]));
    }

    /** An empty object is not an empty list: the schema reads objects as objects. */
    public function testTellsAnObjectFromAList(): void
    {
        $this->assertNotNull(DistributorHours::problem(json_decode('{"weekly":[],"holidays":"closed","exceptions":[]}')));
        $hours = json_decode(json_encode(self::EXAMPLE, JSON_THROW_ON_ERROR));
        $this->assertNull(DistributorHours::problem($hours));
        $hours->exceptions = (object) ['0' => $hours->exceptions[0]];
        $this->assertSame('en las excepciones se esperaba una lista y hay un objeto', DistributorHours::problem($hours));
    }

    /** @param list<string|int> $path */
    private static function with(array $path, mixed $value, array $hours = self::EXAMPLE): array
    {
        $place = &$hours;
        foreach ($path as $key) {
            $place = &$place[$key];
        }
        $place = $value;

        return $hours;
    }

    private static function without(string|int ...$path): array
    {
        $hours = self::EXAMPLE;
        $last = array_pop($path);
        $place = &$hours;
        foreach ($path as $key) {
            $place = &$place[$key];
        }
        unset($place[$last]);

        return $hours;
    }
}
