<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Recipe;

/**
 * A recipe's mould as its post stores it (the `mould` column: `{"shape": "redondo"|"cuadrado"|
 * "rectangular", "size": 24, "width": 30}`, in cm, width for a rectangle only), read
 * tolerantly: a shape in any case, sizes as numbers or their digits (decimal point or comma),
 * each 5 to 80 cm. Anything else is none: the printed recipe leaves the mould out and never
 * fails (docs/widgets/recipe.md, "Mould"). Printed as recipe-tools reads it
 * (src/shared/recipe/mould.ts, `readMould`): 'redondo 24', 'cuadrado 20', 'rectangular 20x30'.
 */
final class Mould
{
    public const SHAPES = ['redondo', 'cuadrado', 'rectangular'];

    /** The smallest and largest side or diameter, in cm (src/shared/recipe/mould.ts). */
    public const MIN_CM = 5;

    public const MAX_CM = 80;

    private function __construct(
        public readonly string $shape,
        public readonly float $size,
        public readonly ?float $width,
    ) {
    }

    /** The stored mould (an array as the column's cast holds it, or its JSON text); null when none or unreadable. */
    public static function read(mixed $stored): ?self
    {
        if (is_string($stored)) {
            $stored = json_decode($stored, true, 4);
        }
        if (! is_array($stored) || array_is_list($stored)) {
            return null;
        }
        $shape = is_string($stored['shape'] ?? null) ? strtolower(trim($stored['shape'])) : null;
        if (! in_array($shape, self::SHAPES, true)) {
            return null;
        }
        $size = self::side($stored['size'] ?? null);
        $width = $shape === 'rectangular' ? self::side($stored['width'] ?? null) : null;
        if ($size === null || ($shape === 'rectangular' && $width === null)) {
            return null;
        }

        return new self($shape, $size, $width);
    }

    /**
     * A side or diameter in cm: a number, or its digits with a decimal point or comma, 5 to 80;
     * kept to one decimal. Anything else is none.
     */
    public static function side(mixed $value): ?float
    {
        if (is_string($value) && preg_match('/^\s*[0-9]{1,4}(?:[.,][0-9]{1,6})?\s*$/D', $value)) {
            $value = (float) str_replace(',', '.', trim($value));
        }
        if (is_int($value)) {
            $value = (float) $value;
        }
        if (! is_float($value) || ! is_finite($value)) {
            return null;
        }
        $value = round($value, 1);

        return $value >= self::MIN_CM && $value <= self::MAX_CM ? $value : null;
    }

    /** The stored form: `{"shape", "size", "width"?}`, whole numbers as integers. */
    public function toArray(): array
    {
        return ['shape' => $this->shape, 'size' => self::stored($this->size)]
            + ($this->width === null ? [] : ['width' => self::stored($this->width)]);
    }

    /** `data-mould`: 'redondo 24', 'cuadrado 20', 'rectangular 20x30' (a decimal point: 'redondo 22.5'). */
    public function attribute(): string
    {
        return $this->shape.' '.self::number($this->size).($this->width === null ? '' : 'x'.self::number($this->width));
    }

    /** The printed fact: 'Redondo de 24 cm', 'Cuadrado de 20 cm', 'Rectangular de 20 × 30 cm' (a decimal comma: '22,5'). */
    public function words(): string
    {
        $cm = fn (float $value) => str_replace('.', ',', self::number($value));

        return ucfirst($this->shape).' de '.$cm($this->size).($this->width === null ? '' : ' × '.$cm($this->width)).' cm';
    }

    /** 24 → '24', 22.5 → '22.5'. */
    public static function number(float $value): string
    {
        $value = round($value, 1);

        return $value == floor($value) ? (string) (int) $value : number_format($value, 1, '.', '');
    }

    private static function stored(float $value): int|float
    {
        return $value == floor($value) ? (int) $value : $value;
    }
}
