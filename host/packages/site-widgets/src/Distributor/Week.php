<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

/** The days of `hours.weekly`, Monday first (as Argentine calendars and the value list them), with their names. */
final class Week
{
    /** @var array<string, string> key => Spanish name, as a sentence prints it */
    public const SPANISH = ['mon' => 'lunes', 'tue' => 'martes', 'wed' => 'miércoles', 'thu' => 'jueves', 'fri' => 'viernes', 'sat' => 'sábado', 'sun' => 'domingo'];

    /** @var array<string, string> key => schema.org's `DayOfWeek` name */
    public const SCHEMA_ORG = ['mon' => 'Monday', 'tue' => 'Tuesday', 'wed' => 'Wednesday', 'thu' => 'Thursday', 'fri' => 'Friday', 'sat' => 'Saturday', 'sun' => 'Sunday'];

    /** @return list<string> */
    public static function days(): array
    {
        return array_keys(self::SPANISH);
    }

    /** The key of a date's day of the week ('N': 1 is Monday). */
    public static function of(\DateTimeInterface $date): string
    {
        return self::days()[(int) $date->format('N') - 1];
    }
}
