<?php

namespace SiteWidgets\Laravel;

use BackedEnum;
use InvalidArgumentException;
use JsonSerializable;
use Stringable;

/**
 * One attribute value written as the bundle reads it (docs/hosting.md, "Attribute values"): whole
 * numbers in plain digits, decimals without exponent, booleans as "true"/"false", JSON
 * for lists and objects. Returns null for "leave the attribute out".
 *
 * By the attribute's kind, as widgets.php carries it from the bundle's declarations: the
 * type (`kind`) and what it is checked with (`min`, `max`, `values`). The types are the
 * bundle's closed list (src/runtime/converters/kind.ts), one arm each below;
 * test/laravel/component/attribute-kinds.test.ts runs every one of them through here.
 */
final class AttributeValue
{
    /** @param array<string, mixed> $spec a declaration from widgets.php */
    public static function encode(array $spec, mixed $value): ?string
    {
        if ($value instanceof BackedEnum) {
            $value = $value->value;
        }
        if ($value === null) {
            return null;
        }

        return match ($spec['kind']) {
            'text' => self::blankIsAbsent(self::text($value)),
            'segment' => self::segment($value),
            'integer' => self::integer($value, $spec['min'] ?? null, $spec['max'] ?? null),
            'id' => self::integer($value, 0, null),
            'number' => self::number($value),
            'boolean' => self::boolean($value),
            'one-of' => self::oneOf($value, $spec['values']),
            'json', 'json-list' => self::json($value),
        };
    }

    /**
     * A text as the page will hold it. Blade escapes a bound string (`:label="$x"`) before
     * the component sees it, and a static one (`label="a &amp; b"`) is HTML already: one
     * decoding gives the text back in both cases, to be escaped once when printed.
     */
    public static function text(mixed $value): string
    {
        // Collections and models reach a component as objects (their text would be JSON).
        if (is_string($value) || ($value instanceof Stringable && ! $value instanceof JsonSerializable)) {
            // Invalid UTF-8 (a row cut mid-character) as U+FFFD: the value still prints, and its JSON still parses.
            return html_entity_decode(Utf8::valid((string) $value), ENT_QUOTES | ENT_HTML5, 'UTF-8');
        }
        if (is_int($value) || is_float($value)) {
            return (string) $value;
        }

        throw new InvalidArgumentException('expects text, got '.get_debug_type($value));
    }

    private static function blankIsAbsent(string $text): ?string
    {
        return trim($text) === '' ? null : $text;
    }

    private static function segment(mixed $value): ?string
    {
        $text = self::blankIsAbsent(self::text($value));
        if ($text !== null && in_array(trim($text), ['.', '..'], true)) {
            throw new InvalidArgumentException("expects one URL path segment, got \"$text\"");
        }

        return $text;
    }

    private static function integer(mixed $value, ?int $min, ?int $max): string
    {
        $text = is_int($value) ? (string) $value : trim(self::text($value));
        $range = $min === null ? '' : ($max === null ? " from $min" : " from $min to $max");
        $number = preg_match('/^-?[0-9]+$/', $text) ? filter_var($text, FILTER_VALIDATE_INT) : false;
        if ($number === false || ($min !== null && $number < $min) || ($max !== null && $number > $max)) {
            throw new InvalidArgumentException("expects a whole number$range, got ".self::show($value));
        }

        return (string) $number;
    }

    private static function number(mixed $value): string
    {
        if (is_int($value)) {
            return (string) $value;
        }
        if (is_float($value) && is_finite($value)) {
            // The shortest decimal that reads back as the same number, never in exponent form.
            $text = json_encode($value);

            return stripos($text, 'e') === false ? $text : rtrim(rtrim(number_format($value, 20, '.', ''), '0'), '.');
        }
        $text = trim(self::text($value));
        if (! preg_match('/^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/', $text)) {
            throw new InvalidArgumentException('expects a decimal number, got '.self::show($value));
        }

        return $text;
    }

    private static function boolean(mixed $value): string
    {
        if (is_bool($value)) {
            return $value ? 'true' : 'false';
        }
        $text = strtolower(trim(self::text($value)));
        if (! in_array($text, ['', 'true', 'false'], true)) {
            throw new InvalidArgumentException('expects true or false, got '.self::show($value));
        }

        return $text === 'false' ? 'false' : 'true';
    }

    /** @param list<string> $values */
    private static function oneOf(mixed $value, array $values): string
    {
        $text = trim(self::text($value));
        if (! in_array($text, $values, true)) {
            throw new InvalidArgumentException('expects one of '.implode(', ', $values).', got '.self::show($value));
        }

        return $text;
    }

    /** Arrays and objects are encoded; a string is `#id` of a JSON script, or JSON already. */
    private static function json(mixed $value): string
    {
        if (is_array($value) || $value instanceof JsonSerializable || $value instanceof \stdClass) {
            return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR);
        }
        if (is_string($value) || $value instanceof Stringable) {
            $text = trim(self::text($value));
            if (str_starts_with($text, '#') && strlen($text) > 1) {
                return $text;
            }
            json_decode($text);
            if (json_last_error() === JSON_ERROR_NONE) {
                return $text;
            }
        }

        throw new InvalidArgumentException('expects an array or object (it is JSON-encoded), JSON text, or "#id" of a JSON script, got '.self::show($value));
    }

    private static function show(mixed $value): string
    {
        return is_scalar($value) ? json_encode($value, JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE) : get_debug_type($value);
    }
}
