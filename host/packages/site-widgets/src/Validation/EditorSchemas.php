<?php

namespace SiteWidgets\Laravel\Validation;

use InvalidArgumentException;

/** The editors' JSON Schemas, generated from the bundle (`npm run generate`), read once per request. */
class EditorSchemas
{
    /** @var array<string, object> */
    private static array $loaded = [];

    public static function load(string $editor): object
    {
        if (! preg_match('/^[a-z]+(-[a-z]+)*$/', $editor)) {
            throw new InvalidArgumentException("\"$editor\" is not an editor's name");
        }
        $file = __DIR__."/../../resources/schemas/$editor.json";
        if (! is_file($file)) {
            throw new InvalidArgumentException("no schema for \"$editor\" (resources/schemas/ holds one per editor)");
        }

        return self::$loaded[$editor] ??= json_decode(file_get_contents($file), false, 512, JSON_THROW_ON_ERROR);
    }
}
