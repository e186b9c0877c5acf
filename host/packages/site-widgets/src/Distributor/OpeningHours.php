<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

use DateTimeImmutable;
use SiteWidgets\Laravel\Validation\DistributorHours;

/**
 * A distributor's opening hours, read from its `hours` column: each day's `[open, close]`
 * ranges (`HH:MM`, `24:00` as a close), whether it opens on national holidays, dated exceptions
 * (which win over holidays and the week) and a temporary closure. Only a value that passes
 * `Validation\DistributorHours` is read: anything else is "unknown", as null is, so a page prints
 * "Horario no informado" for it, never "Cerrado" and never an error.
 */
final class OpeningHours
{
    /**
     * @param  array<string, list<array{0: string, 1: string}>>  $weekly  every day of Week::days()
     * @param  array<string, list<array{0: string, 1: string}>>  $exceptions  by date (`YYYY-MM-DD`), in date order
     * @param  array{from: string, until: string, reason: ?string}|null  $closure
     */
    private function __construct(
        public readonly array $weekly,
        public readonly bool $openOnHolidays,
        public readonly array $exceptions,
        public readonly ?array $closure,
    ) {
    }

    /** @param  mixed  $stored  the column as the model's `array` cast reads it, or its JSON text */
    public static function of(mixed $stored): ?self
    {
        $data = is_string($stored) ? json_decode($stored, false, 16) : DistributorHours::fromArrays($stored);
        if ($data === null || ! is_object($data) || DistributorHours::problem($data) !== null) {
            return null;
        }
        $weekly = [];
        foreach (Week::days() as $day) {
            $weekly[$day] = $data->weekly->{$day};
        }
        $exceptions = [];
        foreach ($data->exceptions as $exception) {
            $exceptions[$exception->date] = $exception->ranges;
        }
        ksort($exceptions);
        $closure = isset($data->closure) ? [
            'from' => $data->closure->from,
            'until' => $data->closure->until,
            'reason' => self::reason($data->closure->reason ?? null),
        ] : null;

        return new self($weekly, $data->holidays === 'open', $exceptions, $closure);
    }

    /** @return array<string, list<array{0: string, 1: string}>> the exceptions from `$today` on: those past say nothing any more */
    public function exceptionsFrom(DateTimeImmutable $today): array
    {
        $from = $today->format('Y-m-d');

        return array_filter($this->exceptions, fn (string $date) => $date >= $from, ARRAY_FILTER_USE_KEY);
    }

    /** @return array{from: string, until: string, reason: ?string}|null the closure unless it is over by `$today` */
    public function closureFrom(DateTimeImmutable $today): ?array
    {
        return $this->closure !== null && $this->closure['until'] >= $today->format('Y-m-d') ? $this->closure : null;
    }

    private static function reason(mixed $reason): ?string
    {
        $reason = is_string($reason) ? trim($reason) : '';

        return $reason === '' ? null : $reason;
    }
}
