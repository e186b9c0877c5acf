<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

/**
 * A product's grams per cup or per tablespoon, as its attributes store them
 * (product-attributes-editor's `gramosPorTaza`, `gramosPorCucharada`: typed as text, a decimal
 * comma or point, or a number): a positive figure up to 2000. The printed recipe writes it on
 * the product's ingredient (`data-recipe-grams-per-cup`, `…-per-spoon`, a decimal point) and
 * recipe-tools turns cups and spoons into grams with it (docs/widgets/recipe.md). The editor
 * checks the same (src/admin/product-attributes-editor/density.ts), the host on save
 * (Validation\ProductDensities).
 */
final class Density
{
    /** The attributes' fields, and the item's attribute each is printed as. */
    public const FIELDS = [
        'gramosPorTaza' => 'data-recipe-grams-per-cup',
        'gramosPorCucharada' => 'data-recipe-grams-per-spoon',
    ];

    public const MAX = 2000;

    /** Nothing typed: null, absent, or a blank text. */
    public static function blank(mixed $value): bool
    {
        return $value === null || (is_string($value) && trim($value) === '');
    }

    /**
     * The figure: a number, or text of digits with one decimal point or comma ('125', '7,8',
     * '7.8'), above 0 and up to 2000; anything else (blank, '1.200', '120 g', -3) is none.
     */
    public static function read(mixed $value): ?float
    {
        if (is_string($value)) {
            if (! preg_match('/^\s*([0-9]{1,6})(?:[.,]([0-9]{1,6}))?\s*$/D', $value, $match)) {
                return null;
            }
            // '1.200' reads as twelve hundred in Argentina and 1.2 elsewhere: neither.
            if (str_contains($value, '.') && strlen($match[2] ?? '') === 3) {
                return null;
            }
            $value = (float) ($match[1].(isset($match[2]) ? '.'.$match[2] : ''));
        }
        if (is_int($value)) {
            $value = (float) $value;
        }

        return is_float($value) && is_finite($value) && $value > 0 && $value <= self::MAX ? $value : null;
    }

    /** As the item's attribute prints it: a decimal point, no trailing zeros ('125', '7.8'). */
    public static function attribute(float $value): string
    {
        $text = rtrim(rtrim(number_format($value, 6, '.', ''), '0'), '.');

        return $text === '' ? '0' : $text;
    }

    /**
     * The densities of a product, from its attributes (an array as the cast holds it, or the
     * JSON text): item attribute => figure, each one it has.
     *
     * @return array<string, string>
     */
    public static function attributesOf(mixed $attributes): array
    {
        if (is_string($attributes)) {
            $attributes = json_decode($attributes, true, 16);
        }
        if (! is_array($attributes)) {
            return [];
        }
        $printed = [];
        foreach (self::FIELDS as $field => $attribute) {
            $value = self::read($attributes[$field] ?? null);
            if ($value !== null) {
                $printed[$attribute] = self::attribute($value);
            }
        }

        return $printed;
    }
}
