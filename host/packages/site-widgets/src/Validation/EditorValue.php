<?php

namespace SiteWidgets\Laravel\Validation;

use Illuminate\Contracts\Validation\Rule;
use JsonException;
use JsonSchema\Validator;

/**
 * A form field an admin editor fills (`steps`, `custom_content`…), checked on the server
 * with the editor's own declaration: the JSON Schema the bundle writes from the schema the
 * editor reads its hidden input with (resources/schemas/{editor}.json). What the editor can
 * read is what is stored, so no public page meets a shape it was not made for. Unknown
 * fields are allowed, as the editors keep them.
 *
 *     'steps' => ['required', 'string', 'max:200000', EditorValue::of('steps-editor')->unlessUnchanged($post->steps)],
 */
class EditorValue implements Rule
{
    /** Deeper JSON is refused before it is looked at (the editors' values are 4 levels deep). */
    public const MAX_DEPTH = 64;

    private string $message = '';

    private bool $hasStored = false;

    private mixed $stored = null;

    public function __construct(private string $editor)
    {
    }

    public static function of(string $editor): self
    {
        return new self($editor);
    }

    /**
     * A value that passed, as its column stores it: objects as arrays (a model's `array`
     * cast), so an untouched value compares equal to the stored one and an empty object
     * comes back as `[]`, as Laravel stores it.
     */
    public static function decode(string $value): mixed
    {
        return json_decode($value, true, self::MAX_DEPTH, JSON_THROW_ON_ERROR);
    }

    /**
     * Passes the value as it is stored, whatever its shape: an editor that cannot read a
     * legacy value posts it back untouched, and the rest of the form must still save.
     *
     * @param  mixed  $stored  the column as the model casts it (as `decode()` reads a value)
     */
    public function unlessUnchanged(mixed $stored): self
    {
        $this->hasStored = true;
        $this->stored = $stored;

        return $this;
    }

    public function passes($attribute, $value): bool
    {
        if (! is_string($value)) {
            return $this->fail('El campo :attribute no es JSON válido.');
        }
        try {
            // Objects as objects: the schema tells `{}` from `[]`.
            $data = json_decode($value, false, self::MAX_DEPTH, JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            return $this->fail('El campo :attribute no es JSON válido.');
        }
        if ($this->hasStored && self::decode($value) === $this->stored) {
            return true;
        }

        $schema = EditorSchemas::load($this->editor);
        $validator = new Validator();
        $validator->validate($data, $schema);
        if ($validator->isValid()) {
            return true;
        }

        return $this->fail('El campo :attribute no tiene la forma que su editor sabe leer: '.ShapeMessage::for($data, $schema, $validator->getErrors()).'.');
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
