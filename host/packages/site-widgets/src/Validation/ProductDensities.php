<?php

namespace SiteWidgets\Laravel\Validation;

use Illuminate\Contracts\Validation\Rule;
use JsonException;
use SiteWidgets\Laravel\Recipe\Density;

/**
 * A product's attributes (product-attributes-editor's value) whose grams per cup and per spoon
 * (`gramosPorTaza`, `gramosPorCucharada`) are each empty or a positive figure up to 2000, a
 * decimal comma or point (Recipe\Density): what the editor checks as it is typed
 * (src/admin/product-attributes-editor/density.ts), checked again on save, beside the editor's
 * JSON Schema (EditorValue), which reads them as any text, as the editor does. A field as
 * stored passes, whatever it holds (a legacy value), as EditorValue::unlessUnchanged does.
 *
 *     'attributes' => [..., EditorValue::of('product-attributes-editor')->unlessUnchanged($stored), ProductDensities::keeping($stored)],
 */
class ProductDensities implements Rule
{
    /** The fields' labels, as the editor shows them. */
    public const LABELS = [
        'gramosPorTaza' => 'Gramos por taza',
        'gramosPorCucharada' => 'Gramos por cucharada',
    ];

    /** @var list<string> */
    private array $messages = [];

    public function __construct(private mixed $stored = null)
    {
    }

    /** @param  mixed  $stored  the attributes as the model casts them */
    public static function keeping(mixed $stored): self
    {
        return new self($stored);
    }

    /** What the editor says of a figure it cannot use, and the host too (src/admin/product-attributes-editor/texts.ts). */
    public static function problem(string $typed): string
    {
        return "«{$typed}» no es un peso que sirva: escribí un número mayor que 0 y hasta ".Density::MAX.' (por ejemplo: 125 o 7,8), o dejalo vacío.';
    }

    public function passes($attribute, $value): bool
    {
        try {
            $attributes = is_string($value) ? json_decode($value, true, EditorValue::MAX_DEPTH, JSON_THROW_ON_ERROR) : null;
        } catch (JsonException) {
            // Not JSON: EditorValue says so.
            return true;
        }
        if (! is_array($attributes)) {
            return true;
        }
        $stored = is_array($this->stored) ? $this->stored : [];
        $this->messages = [];
        foreach (self::LABELS as $field => $label) {
            $typed = $attributes[$field] ?? null;
            if (array_key_exists($field, $stored) && $stored[$field] === $typed) {
                continue;
            }
            if (! Density::blank($typed) && Density::read($typed) === null) {
                $shown = is_string($typed) || is_int($typed) || is_float($typed) ? (string) $typed : (string) json_encode($typed);
                $this->messages[] = "{$label}: ".self::problem($shown);
            }
        }

        return $this->messages === [];
    }

    /** @return list<string> */
    public function message(): array
    {
        return $this->messages;
    }
}
