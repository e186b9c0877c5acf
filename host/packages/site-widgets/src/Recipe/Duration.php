<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

use SiteWidgets\Laravel\JsString;

/**
 * A post's times as the bundle's cards read and print them (src/shared/posts/duration.ts,
 * ported line for line): '30 minutos', '1 h 30 min', '1 hora y media' read as minutes; the
 * printed text is '30 min', '1 h', '1 h 30 min' (number and unit joined by no-break spaces,
 * as the cards print them), and a text that does not read as a time ('toda la noche') is
 * printed as written: the post-time grammar. test/fixtures/contracts/durations.json holds what
 * both read and print, its `post-time` cases (test/unit/contracts/fixtures.test.ts runs the
 * bundle's, tests/Contracts/DurationsTest.php this one); the fixture's other grammar, the times
 * cook mode's timers find in a step's text, is the bundle's alone (no timer runs here).
 */
final class Duration
{
    private const HOUR = '/^(?:h|hs|hr|hrs|hora|horas)$/D';

    private const MINUTE = "/^(?:m|min|mins|minuto|minutos|')$/D";

    private const NO_BREAK = "\u{00a0}";

    /** JavaScript's `\by\b`: word characters are ASCII there (PHP's `/u` makes `\b` Unicode's). */
    private const AND_WORD = '(?<![A-Za-z0-9_])y(?![A-Za-z0-9_])';

    /** Total minutes of a text such as '1 hora y media', '1h30', '90 minutos'; null if it is something else. */
    public static function minutes(string $text): ?int
    {
        $lower = mb_strtolower($text, 'UTF-8');
        // '1h30m', '45min', "30'": numbers and units apart.
        $lower = preg_replace("/([0-9])(?=[a-z'])/", '$1 ', $lower);
        $lower = preg_replace("/([a-z'])(?=[0-9])/", '$1 ', $lower);
        $words = preg_split('/'.JsString::SPACE.'+|,(?![0-9])|\+|'.self::AND_WORD.'/u', $lower);
        // 'min.', 'hs.': an abbreviation's dot (a decimal point sits between digits).
        $words = array_map(fn (string $word) => preg_replace('/\.$/D', '', $word), $words);
        $words = array_values(array_filter($words, fn (string $word) => $word !== ''));

        $minutes = 0.0;
        $pending = null;
        $lastUnit = null;
        foreach ($words as $word) {
            $value = self::amount($word);
            if ($value !== null) {
                // 'media' right after an hour: '1 hora y media'.
                if ($word === 'media' && $lastUnit === 'hour' && $pending === null) {
                    $minutes += 30;
                    $lastUnit = null;
                    continue;
                }
                if ($pending !== null) {
                    return null;
                }
                $pending = $value;
            } elseif (preg_match(self::HOUR, $word) || preg_match(self::MINUTE, $word)) {
                if ($pending === null) {
                    return null;
                }
                $hour = preg_match(self::HOUR, $word) === 1;
                $minutes += $hour ? $pending * 60 : $pending;
                $lastUnit = $hour ? 'hour' : 'minute';
                $pending = null;
            } else {
                return null;
            }
        }
        // '1 h 30': minutes left without their unit after hours.
        if ($pending !== null) {
            if ($lastUnit !== 'hour') {
                return null;
            }
            $minutes += $pending;
        }

        // JavaScript's Math.round: halves upwards (all values here are positive, as PHP's round() takes them).
        return $words !== [] && $minutes > 0 && is_finite($minutes) ? (int) round($minutes) : null;
    }

    /** A post's time as the cards print it: '30 min', '1 h 30 min', or the text as written. */
    public static function label(string $text): string
    {
        $minutes = self::minutes($text);

        return $minutes === null ? JsString::trim($text) : self::minutesLabel($minutes);
    }

    /** An ISO 8601 duration, as schema.org's times take it: 'PT45M', 'PT1H', 'PT1H30M'. */
    public static function iso(int $minutes): string
    {
        $hours = intdiv($minutes, 60);
        $rest = $minutes % 60;

        return 'PT'.($hours > 0 ? "{$hours}H" : '').($rest > 0 || $hours === 0 ? "{$rest}M" : '');
    }

    /** The ISO 8601 duration a text reads as, or null when it does not read as a time. */
    public static function isoOf(string $text): ?string
    {
        $minutes = self::minutes($text);

        return $minutes === null ? null : self::iso($minutes);
    }

    /** '1', '1,5', '1.5', 'un', 'una', 'media'; null for anything else. */
    private static function amount(string $word): ?float
    {
        if ($word === 'un' || $word === 'una') {
            return 1.0;
        }
        if ($word === 'media') {
            return 0.5;
        }
        if (! preg_match('/^[0-9]+(?:[.,][0-9]+)?$/D', $word)) {
            return null;
        }

        return (float) str_replace(',', '.', $word);
    }

    /** '30 min', '1 h', '1 h 30 min'. */
    private static function minutesLabel(int $minutes): string
    {
        $hours = intdiv($minutes, 60);
        $rest = $minutes % 60;
        $parts = [];
        if ($hours > 0) {
            $parts[] = $hours.self::NO_BREAK.'h';
        }
        if ($rest > 0) {
            $parts[] = $rest.self::NO_BREAK.'min';
        }

        return implode(self::NO_BREAK, $parts);
    }
}
