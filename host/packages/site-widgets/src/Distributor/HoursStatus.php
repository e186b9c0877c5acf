<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use SiteWidgets\Laravel\Generated\Contracts;

/**
 * Whether a distributor is open at an instant, in Argentina's time, and what its line says
 * ("Abierto · cierra 20:30", "Cerrado · abre mañana 9:00", "Cerrado por vacaciones hasta el
 * 15/1", "Horario no informado"): the bundle's src/shared/distributors/hours/status.ts and
 * words.ts in PHP, for the pages without JavaScript and their 'Abierto ahora'. Both run the
 * shared corpus test/fixtures/contracts/distributor-status.json, so a page says what the widget
 * that replaces it says.
 */
final class HoursStatus
{
    public const ZONE = 'America/Argentina/Buenos_Aires';

    /** How far ahead the next opening (and an open shop's closing) is looked for, in days. */
    private const LOOK_AHEAD_DAYS = 14;

    private function __construct(
        /** 'unknown', 'open', 'closed' or 'closure'. */
        public readonly string $kind,
        private readonly string $text,
    ) {
    }

    public static function at(?OpeningHours $hours, DateTimeInterface $instant): self
    {
        if ($hours === null) {
            return new self('unknown', SpanishHours::UNKNOWN);
        }
        $local = DateTimeImmutable::createFromInterface($instant)->setTimezone(new DateTimeZone(self::ZONE));
        $date = $local->format('Y-m-d');
        $minutes = (int) $local->format('G') * 60 + (int) $local->format('i');
        $closure = $hours->closure;
        if ($closure !== null && $closure['from'] <= $date && $date <= $closure['until']) {
            $until = self::dayMonth($closure['until']);

            return new self('closure', $closure['reason'] === null ? "Cerrado temporalmente hasta el {$until}" : "Cerrado por {$closure['reason']} hasta el {$until}");
        }
        [$ranges, $holiday] = self::day($hours, $date);
        foreach ($ranges as $range) {
            if (self::minutes($range[0]) <= $minutes && $minutes < self::minutes($range[1])) {
                $closes = self::closing($hours, $date, $range);

                return new self('open', $closes === null ? 'Abierto' : 'Abierto · cierra '.SpanishHours::time($closes));
            }
        }
        $opens = self::nextOpening($hours, $date, $minutes);
        $closed = $holiday ? 'Cerrado por feriado' : 'Cerrado';

        return new self('closed', $opens === null ? $closed : "{$closed} · abre ".self::when($opens[0], $opens[1]).' '.SpanishHours::time($opens[2]));
    }

    public function isOpen(): bool
    {
        return $this->kind === 'open';
    }

    public function text(): string
    {
        return $this->text;
    }

    /**
     * A date's ranges and whether a holiday took its usual hours away: a closure shuts it, else
     * its exception, else a holiday (when closed on them), else its weekday's.
     *
     * @return array{0: list<array{0: string, 1: string}>, 1: bool}
     */
    private static function day(OpeningHours $hours, string $date): array
    {
        $closure = $hours->closure;
        if ($closure !== null && $closure['from'] <= $date && $date <= $closure['until']) {
            return [[], false];
        }
        if (array_key_exists($date, $hours->exceptions)) {
            return [$hours->exceptions[$date], false];
        }
        $usual = $hours->weekly[Week::of(new DateTimeImmutable($date))];
        if (! $hours->openOnHolidays && in_array($date, Contracts::HOLIDAYS_AR, true)) {
            return [[], $usual !== []];
        }

        return [$usual, false];
    }

    /**
     * When the range `$from` (today's) really closes: a range that opens when it closes keeps
     * the shop open, and so does the next day's first one at `00:00` after a `24:00` close.
     *
     * @param  array{0: string, 1: string}  $from
     */
    private static function closing(OpeningHours $hours, string $today, array $from): ?string
    {
        $date = $today;
        $close = $from[1];
        for ($days = 0; $days < self::LOOK_AHEAD_DAYS;) {
            if ($close === '24:00') {
                $date = self::addDays($date, 1);
                $days++;
                $first = self::day($hours, $date)[0][0] ?? null;
                if ($first === null || $first[0] !== '00:00') {
                    return $close;
                }
                $close = $first[1];
            } else {
                $next = null;
                foreach (self::day($hours, $date)[0] as $range) {
                    if ($range[0] === $close) {
                        $next = $range;
                        break;
                    }
                }
                if ($next === null) {
                    return $close;
                }
                $close = $next[1];
            }
        }

        return null;
    }

    /** @return array{0: int, 1: string, 2: string}|null in how many days, on which date, at what time */
    private static function nextOpening(OpeningHours $hours, string $today, int $minutes): ?array
    {
        for ($inDays = 0; $inDays <= self::LOOK_AHEAD_DAYS; $inDays++) {
            $date = self::addDays($today, $inDays);
            foreach (self::day($hours, $date)[0] as $range) {
                if ($inDays > 0 || self::minutes($range[0]) > $minutes) {
                    return [$inDays, $date, $range[0]];
                }
            }
        }

        return null;
    }

    /** "hoy", "mañana", "el lunes" within the week, "el 15/1" further on. */
    private static function when(int $inDays, string $date): string
    {
        return match (true) {
            $inDays === 0 => 'hoy',
            $inDays === 1 => 'mañana',
            $inDays < 7 => 'el '.Week::SPANISH[Week::of(new DateTimeImmutable($date))],
            default => 'el '.self::dayMonth($date),
        };
    }

    /** "15/1": day and month, as a shop's sign writes a date. */
    private static function dayMonth(string $date): string
    {
        return (int) substr($date, 8, 2).'/'.(int) substr($date, 5, 2);
    }

    private static function addDays(string $date, int $days): string
    {
        return (new DateTimeImmutable($date, new DateTimeZone('UTC')))->modify("+{$days} days")->format('Y-m-d');
    }

    /** `HH:MM` (or `24:00`) as minutes since midnight. */
    private static function minutes(string $time): int
    {
        return (int) substr($time, 0, 2) * 60 + (int) substr($time, 3, 2);
    }
}
