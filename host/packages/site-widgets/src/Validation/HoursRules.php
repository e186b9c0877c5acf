<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Validation;

use DateTimeImmutable;
use SiteWidgets\Laravel\Distributor\Week;

/**
 * What resources/schemas/distributor-hours.json cannot say about an hours value, for a value
 * the schema has passed: draft-04 compares no two values, so a range that closes before it
 * opens, a day's ranges out of order or overlapping, 2026-02-30, an exception's date twice and a
 * closure that ends before it starts all fit its patterns. Times compare as text: `HH:MM`, and
 * `24:00` only as a close, sort as they read. Ranges may touch (13:00–17:00 after 9:00–13:00).
 */
final class HoursRules
{
    /** @return string|null the first problem, in Spanish; null when there is none */
    public static function problem(object $hours): ?string
    {
        foreach (Week::days() as $day) {
            if (($problem = self::ranges($hours->weekly->{$day}, HoursPlace::of(['weekly', $day]))) !== null) {
                return $problem;
            }
        }
        $dates = [];
        foreach ($hours->exceptions as $index => $exception) {
            $place = HoursPlace::of(['exceptions', (string) $index]);
            if (! self::isDate($exception->date)) {
                return "{$place}: {$exception->date} no es una fecha del calendario";
            }
            if (isset($dates[$exception->date])) {
                return "{$place}: el {$exception->date} ya tiene su excepción (la ".($dates[$exception->date] + 1).')';
            }
            $dates[$exception->date] = $index;
            if (($problem = self::ranges($exception->ranges, $place)) !== null) {
                return $problem;
            }
        }

        return isset($hours->closure) ? self::closure($hours->closure) : null;
    }

    /** @param list<array{0: string, 1: string}> $ranges */
    private static function ranges(array $ranges, string $place): ?string
    {
        $previous = null;
        foreach ($ranges as $index => [$open, $close]) {
            $number = $index + 1;
            if ($open >= $close) {
                return "{$place}, horario {$number}: abre a las {$open} y cierra a las {$close}, que no es después";
            }
            if ($previous !== null && $open < $previous) {
                return "{$place}, horario {$number}: abre a las {$open}, antes de que cierre el horario {$index} ({$previous}); los horarios van en orden y sin superponerse";
            }
            $previous = $close;
        }

        return null;
    }

    private static function closure(object $closure): ?string
    {
        foreach (['from', 'until'] as $end) {
            if (! self::isDate($closure->{$end})) {
                return HoursPlace::of(['closure', $end]).": {$closure->{$end}} no es una fecha del calendario";
            }
        }
        if ($closure->from > $closure->until) {
            return HoursPlace::of(['closure']).": termina el {$closure->until}, antes de empezar el {$closure->from}";
        }
        // One line of plain text on the page: no line break, tab or other control character.
        if (is_string($closure->reason ?? null) && preg_match('/\p{Cc}/u', $closure->reason) === 1) {
            return HoursPlace::of(['closure', 'reason']).' tiene un salto de línea o un carácter de control';
        }

        return null;
    }

    /** A real date written `YYYY-MM-DD` (the schema's pattern already holds its form). */
    private static function isDate(string $date): bool
    {
        $parsed = DateTimeImmutable::createFromFormat('!Y-m-d', $date);

        return $parsed !== false && $parsed->format('Y-m-d') === $date;
    }
}
