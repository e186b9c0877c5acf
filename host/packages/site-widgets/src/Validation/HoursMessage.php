<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Validation;

/**
 * Why resources/schemas/distributor-hours.json refused an hours value, in Spanish, from the
 * validator's first error: where (HoursPlace) and what ("«25:00» no es una hora"). JSON Schema
 * for PHP names a constraint as a word (5.x) or as `['name' => …]` (6.x); both are read.
 */
final class HoursMessage
{
    /** @param array<int, array{pointer?: string, constraint?: string|array{name?: string}}> $errors */
    public static function forSchemaErrors(mixed $data, object $schema, array $errors): string
    {
        $error = $errors[0] ?? [];
        $pointer = (string) ($error['pointer'] ?? '');
        $path = $pointer === '' ? [] : array_map(
            fn (string $part) => str_replace(['~1', '~0'], ['/', '~'], $part),
            explode('/', ltrim($pointer, '/')),
        );
        $constraint = $error['constraint'] ?? '';
        $name = is_array($constraint) ? (string) ($constraint['name'] ?? '') : (string) $constraint;
        [$value, $node] = self::at($data, $schema, $path);
        $place = HoursPlace::of($path);

        return match ($name) {
            // A list of words is said as the words, whichever of its keywords refused first.
            'type', 'enum' => isset($node->enum)
                ? "en {$place} se esperaba ".implode(' u ', array_map(fn ($word) => "«{$word}»", $node->enum)).' y hay '.self::describe($value)
                : "en {$place} se esperaba ".self::types($node).' y hay '.self::describe($value),
            // `format: date`: the form is a date's, the day is not on the calendar (2026-02-30).
            // 5.x says `format`, 6.x `dateFormat`.
            'format', 'dateFormat' => (end($path) === 'date' ? HoursPlace::of(array_slice($path, 0, -1)) : $place).': '.(is_string($value) ? $value : self::describe($value)).' no es una fecha del calendario',
            'pattern' => "en {$place}, ".self::describe($value).(in_array(end($path), ['date', 'from', 'until'], true)
                ? ' no es una fecha (AAAA-MM-DD)'
                : ' no es una hora (de 00:00 a 23:59, y 24:00 solo al cerrar)'),
            // A range is a tuple of two: too many items is the same mistake as too few.
            'maxItems' => is_array($node->items ?? null) ? self::notARange($place) : "{$place} tiene ".count((array) $value).' elementos y el máximo es '.($node->maxItems ?? '?'),
            'minItems', 'additionalItems' => self::notARange($place),
            // 5.x points at the missing key itself, 6.x may point at its object.
            'required' => is_object($value) ? 'falta '.HoursPlace::of([...$path, self::missing($value, $node)]) : "falta {$place}",
            'additionalProp' => "{$place} tiene un campo que un horario no lleva (".implode(', ', self::extra($value, $node)).')',
            'maxLength' => "{$place} tiene más de ".($node->maxLength ?? '?').' caracteres',
            default => "{$place} no tiene la forma de un horario",
        };
    }

    private static function notARange(string $place): string
    {
        return "{$place} tiene que ser una apertura y un cierre, como [\"09:00\", \"13:00\"]";
    }

    /** The value at `$path` and the schema node that describes it (`items` as one schema or a tuple's list). */
    private static function at(mixed $data, object $schema, array $path): array
    {
        $value = $data;
        $node = $schema;
        foreach ($path as $key) {
            if (is_array($value)) {
                $value = $value[(int) $key] ?? null;
                $items = $node->items ?? null;
                $node = is_array($items) ? ($items[(int) $key] ?? (object) []) : (is_object($items) ? $items : (object) []);
            } else {
                $value = is_object($value) ? ($value->{$key} ?? null) : null;
                $node = $node->properties->{$key} ?? (object) [];
            }
        }

        return [$value, $node];
    }

    private static function missing(mixed $value, object $node): string
    {
        foreach ($node->required ?? [] as $key) {
            if (! is_object($value) || ! property_exists($value, $key)) {
                return $key;
            }
        }

        return '';
    }

    /** @return list<string> */
    private static function extra(mixed $value, object $node): array
    {
        $known = array_keys((array) ($node->properties ?? []));

        return array_map(fn ($key) => "«{$key}»", array_values(array_diff(array_keys(is_object($value) ? get_object_vars($value) : []), $known)));
    }

    private static function types(object $node): string
    {
        $words = array_map(fn (string $type) => match ($type) {
            'array' => 'una lista',
            'object' => 'un objeto',
            'string' => 'un texto',
            'null' => 'null',
            default => $type,
        }, (array) ($node->type ?? []));

        return $words === [] ? 'otro tipo de valor' : implode(' o ', $words);
    }

    private static function describe(mixed $value): string
    {
        return match (true) {
            $value === null => 'null',
            is_array($value) => 'una lista de '.count($value).' elemento'.(count($value) === 1 ? '' : 's'),
            is_string($value) => '«'.(mb_strlen($value) > 40 ? mb_substr($value, 0, 39).'…' : $value).'»',
            is_int($value), is_float($value) => 'el número '.$value,
            is_bool($value) => 'el valor '.($value ? 'true' : 'false'),
            default => 'un objeto',
        };
    }
}
