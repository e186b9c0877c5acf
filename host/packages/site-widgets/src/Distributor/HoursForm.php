<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

use SiteWidgets\Laravel\Validation\DistributorHours;

/**
 * Opening hours as a plain form holds them, without JavaScript: each weekday two shifts of
 * `<input type="time">` pairs (`weekly[mon][0][0]`, `weekly[mon][0][1]`: empty, closed that
 * shift), national holidays open or closed, a few exception rows (a date, "closed", or one or
 * two shifts) and a temporary closure (from, until, reason). `compose()` writes the `hours`
 * value from what was posted, with a Spanish message per field for what a form can get wrong;
 * the value itself is then held to `DistributorHours` like any other. `fill()` gives a form its
 * rows from a stored value.
 *
 * A time input cannot hold 24:00: a shift closing at 00:00 closes at midnight (24:00), and a
 * stored 24:00 shows as 00:00.
 */
final class HoursForm
{
    public const SHIFTS = 2;

    public const EXCEPTION_ROWS = 3;

    private const TIME = '/^([01][0-9]|2[0-3]):[0-5][0-9]$/D';

    private const DATE = '/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/D';

    /**
     * @param  array<string, mixed>  $input  `weekly`, `holidays`, `exceptions`, `closure` as posted
     * @return array{hours: array<string, mixed>|null, errors: array<string, string>}
     *     the value (null: not said, when no day, exception or closure is filled), and the errors by field (dotted, as Laravel names them)
     */
    public static function compose(array $input): array
    {
        $errors = [];
        $weekly = [];
        foreach (Week::SPANISH as $day => $name) {
            $weekly[$day] = self::shifts(self::arrayAt($input, 'weekly', $day), "weekly.$day", "del $name", $errors);
        }
        $exceptions = [];
        foreach (array_slice(self::listAt($input, 'exceptions'), 0, 60, true) as $index => $row) {
            $row = is_array($row) ? $row : [];
            $date = self::text($row['date'] ?? null);
            $closed = self::text($row['closed'] ?? null) === '1';
            $at = "exceptions.$index";
            $ranges = self::shifts(is_array($row['ranges'] ?? null) ? $row['ranges'] : [], "$at.ranges", 'de ese día', $errors);
            if ($date === '') {
                if ($closed || $ranges !== []) {
                    $errors["$at.date"] = 'Completá la fecha del día con otro horario.';
                }
                continue;
            }
            if (preg_match(self::DATE, $date) !== 1) {
                $errors["$at.date"] = 'Escribí la fecha como 2026-12-24.';
                continue;
            }
            if ($closed && $ranges !== []) {
                $errors["$at.closed"] = 'Marcá «Cerrado» o completá un horario, no los dos.';
            } elseif (! $closed && $ranges === [] && ! isset($errors["$at.ranges.0"]) && ! isset($errors["$at.ranges.1"])) {
                $errors["$at.closed"] = 'Marcá «Cerrado» o completá un horario para ese día.';
            }
            $exceptions[] = ['date' => $date, 'ranges' => $ranges];
        }
        $closure = self::closure(is_array($input['closure'] ?? null) ? $input['closure'] : [], $errors);
        $holidays = self::text($input['holidays'] ?? null) === 'open' ? 'open' : 'closed';

        $said = array_filter($weekly) !== [] || $exceptions !== [] || $closure !== null;
        $hours = $said ? ['weekly' => $weekly, 'holidays' => $holidays, 'exceptions' => $exceptions] + ($closure === null ? [] : ['closure' => $closure]) : null;

        return ['hours' => $hours, 'errors' => $errors];
    }

    /** What the held value says is wrong (DistributorHours), in Spanish, or null. */
    public static function problem(?array $hours): ?string
    {
        return DistributorHours::problem(DistributorHours::fromArrays($hours));
    }

    /**
     * A form's rows from a stored value (unknown or unreadable: every shift empty, holidays closed).
     *
     * @return array{weekly: array<string, list<array{0: string, 1: string}>>, holidays: string, exceptions: list<array{date: string, closed: bool, ranges: list<array{0: string, 1: string}>}>, closure: array{from: string, until: string, reason: string}}
     */
    public static function fill(mixed $stored): array
    {
        $hours = OpeningHours::of($stored);
        $empty = array_fill(0, self::SHIFTS, ['', '']);
        $rows = fn (array $ranges) => array_slice(array_replace($empty, array_map(fn (array $range) => [$range[0], $range[1] === '24:00' ? '00:00' : $range[1]], $ranges)), 0, max(self::SHIFTS, count($ranges)));
        $weekly = [];
        foreach (Week::days() as $day) {
            $weekly[$day] = $rows($hours?->weekly[$day] ?? []);
        }
        $exceptions = [];
        foreach ($hours?->exceptions ?? [] as $date => $ranges) {
            $exceptions[] = ['date' => (string) $date, 'closed' => $ranges === [], 'ranges' => $rows($ranges)];
        }
        $rowsShown = max(self::EXCEPTION_ROWS, count($exceptions) + 1);
        for ($i = count($exceptions); $i < $rowsShown; $i++) {
            $exceptions[] = ['date' => '', 'closed' => false, 'ranges' => $empty];
        }
        $closure = $hours?->closure;

        return [
            'weekly' => $weekly,
            'holidays' => $hours !== null && $hours->openOnHolidays ? 'open' : 'closed',
            'exceptions' => $exceptions,
            'closure' => ['from' => $closure['from'] ?? '', 'until' => $closure['until'] ?? '', 'reason' => $closure['reason'] ?? ''],
        ];
    }

    /** @return list<array{0: string, 1: string}> a day's filled shifts */
    private static function shifts(array $posted, string $at, string $day, array &$errors): array
    {
        $ranges = [];
        foreach (array_slice(array_values($posted), 0, 4) as $index => $shift) {
            $shift = is_array($shift) ? array_values($shift) : [];
            $open = self::text($shift[0] ?? null);
            $close = self::text($shift[1] ?? null);
            $field = "$at.$index";
            $number = $index + 1;
            if ($open === '' && $close === '') {
                continue;
            }
            if ($open === '' || $close === '') {
                $errors[$field] = "Completá la apertura y el cierre del turno $number $day, o dejá los dos vacíos.";
            } elseif (preg_match(self::TIME, $open) !== 1 || preg_match(self::TIME, $close) !== 1) {
                $errors[$field] = "Escribí las horas del turno $number $day como 09:30.";
            } else {
                // A time input cannot say 24:00: closing at 00:00 is closing at midnight.
                $ranges[] = [$open, $close === '00:00' && $open !== '00:00' ? '24:00' : $close];
            }
        }

        return $ranges;
    }

    /** @return array{from: string, until: string, reason?: string}|null */
    private static function closure(array $posted, array &$errors): ?array
    {
        $from = self::text($posted['from'] ?? null);
        $until = self::text($posted['until'] ?? null);
        $reason = self::text($posted['reason'] ?? null);
        if ($from === '' && $until === '' && $reason === '') {
            return null;
        }
        foreach (['from' => $from, 'until' => $until] as $key => $date) {
            if ($date === '') {
                $errors["closure.$key"] = $key === 'from' ? 'Completá desde qué día cierra.' : 'Completá hasta qué día cierra.';
            } elseif (preg_match(self::DATE, $date) !== 1) {
                $errors["closure.$key"] = 'Escribí la fecha como 2026-12-24.';
            }
        }
        if (mb_strlen($reason) > 40) {
            $errors['closure.reason'] = 'El motivo puede tener hasta 40 caracteres.';
        } elseif (preg_match('/[<>\x00-\x1F\x7F]/u', $reason) === 1) {
            $errors['closure.reason'] = 'El motivo va en una línea, sin < ni >.';
        }

        return ['from' => $from, 'until' => $until] + ($reason === '' ? [] : ['reason' => $reason]);
    }

    private static function arrayAt(array $input, string $key, string $inner): array
    {
        $outer = $input[$key] ?? null;

        return is_array($outer) && is_array($outer[$inner] ?? null) ? $outer[$inner] : [];
    }

    private static function listAt(array $input, string $key): array
    {
        return is_array($input[$key] ?? null) ? $input[$key] : [];
    }

    private static function text(mixed $value): string
    {
        return is_string($value) && mb_check_encoding($value, 'UTF-8') ? trim($value) : '';
    }
}
