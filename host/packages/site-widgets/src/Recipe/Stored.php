<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

use SiteWidgets\Laravel\Utf8;

/**
 * The editors' stored JSON read the one tolerant way, as the editors read it: texts are
 * strings or numbers written as their digits, lists hold objects, flags are Laravel's
 * booleans as JSON writes them. Anything else is none: a page leaves out what it cannot
 * show and never fails on an old or odd row (the host's App\Support\StoredContent reads
 * through here too).
 */
final class Stored
{
    /** A text field: a string (as valid UTF-8), or a number written as text; anything else is none. */
    public static function text(mixed $value): ?string
    {
        return match (true) {
            is_string($value) => Utf8::valid($value),
            is_int($value), is_float($value) => (string) $value,
            default => null,
        };
    }

    /** A text with something to show: blanks are none, the rest as written (trimmed). */
    public static function shown(mixed $value): ?string
    {
        $text = self::text($value);

        return $text === null || trim($text) === '' ? null : trim($text);
    }

    /**
     * A list of objects: a value that is not a list is none, an entry that is not an object is left out.
     *
     * @return list<array<array-key, mixed>>
     */
    public static function records(mixed $value): array
    {
        if (! is_array($value) || ! array_is_list($value)) {
            return [];
        }

        return array_values(array_filter($value, fn ($entry) => is_array($entry) && ($entry === [] || ! array_is_list($entry))));
    }

    /** A flag as the runtime reads one (src/base/schema/flags.ts): true, 1, "1", and the text "true" older tools wrote. */
    public static function flag(mixed $value): bool
    {
        return $value === true || $value === 1 || $value === '1' || $value === 'true';
    }

    /** A whole number above zero (an id, a count of servings), as a number or its digits; anything else is none. */
    public static function positive(mixed $value): ?int
    {
        if (is_string($value) && preg_match('/^\s*[0-9]{1,15}\s*$/D', $value)) {
            $value = (int) trim($value);
        }

        return is_int($value) && $value > 0 ? $value : null;
    }
}
