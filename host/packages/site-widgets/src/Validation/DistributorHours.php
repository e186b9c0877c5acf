<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Validation;

use Illuminate\Contracts\Validation\Rule;
use JsonException;
use JsonSchema\Validator;

/**
 * A distributor's opening hours as posted (JSON text; `null` is "unknown"), checked in two
 * steps: the shape against resources/schemas/distributor-hours.json, the JSON Schema the bundle
 * writes from the schema its widgets read `hours` with, then in PHP what a JSON Schema cannot
 * compare (HoursRules: a range's two ends, a day's ranges with each other, real dates, an
 * exception's date once, a closure's two dates). What passes is what the widgets and the
 * distributor's page can read.
 *
 *     'hours' => ['nullable', 'string', 'max:20000', DistributorHours::rule()],
 */
final class DistributorHours implements Rule
{
    private const SCHEMA = __DIR__.'/../../resources/schemas/distributor-hours.json';

    /** A week, 60 exceptions and a closure are 5 levels deep. */
    private const MAX_DEPTH = 16;

    private static ?object $schema = null;

    private string $message = '';

    public static function rule(): self
    {
        return new self();
    }

    public static function schema(): object
    {
        return self::$schema ??= self::foldNullable(json_decode((string) file_get_contents(self::SCHEMA), false, 512, JSON_THROW_ON_ERROR));
    }

    /**
     * The generated schema says "this or null" as `anyOf: [this, {type: null}]` (valibot's
     * `nullable`), where the validator can only report that no branch matched. Folded into
     * `type: [this's type, "null"]`, the same values pass (a null meets none of the other
     * keywords: they each apply to one type), and a refusal names the place and the reason
     * within `this`.
     */
    private static function foldNullable(mixed $schema): mixed
    {
        if (is_array($schema)) {
            return array_map(self::foldNullable(...), $schema);
        }
        if (! is_object($schema)) {
            return $schema;
        }
        $folded = new \stdClass();
        foreach (get_object_vars($schema) as $key => $value) {
            $folded->{$key} = self::foldNullable($value);
        }
        $branches = $folded->anyOf ?? null;
        if (is_array($branches) && count($branches) === 2) {
            $others = array_values(array_filter($branches, fn ($branch) => ! ($branch instanceof \stdClass && get_object_vars($branch) === ['type' => 'null'])));
            $other = $others[0] ?? null;
            if (count($others) === 1 && $other instanceof \stdClass && is_string($other->type ?? null) && ! isset($other->enum) && ! isset($other->anyOf)) {
                unset($folded->anyOf);
                foreach (get_object_vars($other) as $key => $value) {
                    $folded->{$key} = $value;
                }
                $folded->type = [$other->type, 'null'];
            }
        }

        return $folded;
    }

    /**
     * What is wrong with a decoded value (objects as objects, as `json_decode($json)` gives
     * them: the schema tells `{}` from `[]`), in Spanish; null when it is a valid value.
     */
    public static function problem(mixed $data): ?string
    {
        $validator = new Validator();
        $validator->validate($data, self::schema());
        if (! $validator->isValid()) {
            return HoursMessage::forSchemaErrors($data, self::schema(), $validator->getErrors());
        }

        return $data === null ? null : HoursRules::problem($data);
    }

    /**
     * Objects read as arrays (a model's `array` cast) back to what the schema reads: lists stay
     * lists, keyed arrays become objects.
     */
    public static function fromArrays(mixed $value): mixed
    {
        try {
            return json_decode(json_encode($value, JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE), false, 512, JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            return false;
        }
    }

    public function passes($attribute, $value): bool
    {
        if (! is_string($value)) {
            return $this->fail('El campo :attribute no es JSON válido.');
        }
        try {
            $data = json_decode($value, false, self::MAX_DEPTH, JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            return $this->fail('El campo :attribute no es JSON válido.');
        }
        $problem = self::problem($data);

        return $problem === null ? true : $this->fail("El campo :attribute no es un horario válido: {$problem}.");
    }

    public function message(): string
    {
        return $this->message;
    }

    private function fail(string $message): bool
    {
        $this->message = $message;

        return false;
    }
}
