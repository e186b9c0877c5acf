<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

use DateTimeImmutable;

/**
 * Opening hours as a distributor's page prints them, in Argentine Spanish: "Lunes a viernes:
 * 9:00–13:00 y 17:00–20:30", "Sábado: 9:00–13:00", "Domingo: cerrado" (consecutive days with the
 * same ranges together, Monday first), "Cerrado por vacaciones del 2/1 al 15/1", whether it opens
 * on national holidays, the days with other hours ahead. Hours without a leading zero, as signs
 * write them ("9:00").
 */
final class SpanishHours
{
    public const UNKNOWN = 'Horario no informado';

    /** @return list<string> one line per run of days with the same hours */
    public static function weekly(OpeningHours $hours): array
    {
        $lines = [];
        $days = Week::days();
        $start = 0;
        foreach ($days as $index => $day) {
            $next = $days[$index + 1] ?? null;
            if ($next !== null && $hours->weekly[$next] === $hours->weekly[$day]) {
                continue;
            }
            $lines[] = self::capitalized(self::dayRun(array_slice($days, $start, $index - $start + 1))).': '.self::ranges($hours->weekly[$day]);
            $start = $index + 1;
        }

        return $lines;
    }

    /** "Cerrado por vacaciones del 2/1 al 15/1", "Cerrado temporalmente del …", or null when there is none ahead. */
    public static function closure(OpeningHours $hours, DateTimeImmutable $today): ?string
    {
        $closure = $hours->closureFrom($today);
        if ($closure === null) {
            return null;
        }
        $from = new DateTimeImmutable($closure['from']);
        $until = new DateTimeImmutable($closure['until']);
        // The years only when the closure runs from one year into the next.
        $withYear = $from->format('Y') !== $until->format('Y');
        $when = $closure['from'] === $closure['until']
            ? 'el '.self::date($from, false)
            : 'del '.self::date($from, $withYear).' al '.self::date($until, $withYear);

        return ($closure['reason'] === null ? 'Cerrado temporalmente' : "Cerrado por {$closure['reason']}")." {$when}";
    }

    public static function holidays(OpeningHours $hours): string
    {
        return $hours->openOnHolidays ? 'Feriados nacionales: abierto' : 'Feriados nacionales: cerrado';
    }

    /** @return list<string> "Jueves 24/12: 9:00–13:00", "Jueves 31/12: cerrado": the exceptions from `$today` on */
    public static function exceptions(OpeningHours $hours, DateTimeImmutable $today): array
    {
        $lines = [];
        foreach ($hours->exceptionsFrom($today) as $date => $ranges) {
            $day = new DateTimeImmutable($date);
            $lines[] = self::capitalized(Week::SPANISH[Week::of($day)]).' '.self::date($day, false).': '.self::ranges($ranges);
        }

        return $lines;
    }

    /** @param list<array{0: string, 1: string}> $ranges "9:00–13:00 y 17:00–20:30", or "cerrado" */
    public static function ranges(array $ranges): string
    {
        if ($ranges === []) {
            return 'cerrado';
        }
        $texts = array_map(fn (array $range) => self::time($range[0]).'–'.self::time($range[1]), $ranges);
        $last = array_pop($texts);

        return $texts === [] ? $last : implode(', ', $texts).' y '.$last;
    }

    /** "09:00" as "9:00"; "00:30" as "0:30". */
    public static function time(string $time): string
    {
        return str_starts_with($time, '0') ? substr($time, 1) : $time;
    }

    /** @param list<string> $days consecutive days: "lunes", "sábado y domingo", "lunes a viernes" */
    private static function dayRun(array $days): string
    {
        $first = Week::SPANISH[$days[0]];
        $last = Week::SPANISH[$days[count($days) - 1]];

        return match (count($days)) {
            1 => $first,
            2 => "{$first} y {$last}",
            default => "{$first} a {$last}",
        };
    }

    private static function date(DateTimeImmutable $date, bool $withYear): string
    {
        return $date->format($withYear ? 'j/n/Y' : 'j/n');
    }

    private static function capitalized(string $text): string
    {
        return mb_strtoupper(mb_substr($text, 0, 1)).mb_substr($text, 1);
    }
}
