<?php

namespace SiteWidgets\Laravel\Validation;

use InvalidArgumentException;
use SiteWidgets\Laravel\Generated\Contracts;

/** The editors' JSON Schemas, generated from the bundle (`npm run generate`) for the editors `Generated\Contracts::EDITORS` lists, read once per request. */
class EditorSchemas
{
    /** @var array<string, object> */
    private static array $loaded = [];

    public static function load(string $editor): object
    {
        if (! isset(Contracts::EDITORS[$editor])) {
            throw new InvalidArgumentException(sprintf('"%s" is not an editor with a value (those are: %s)', $editor, implode(', ', array_keys(Contracts::EDITORS))));
        }
        $file = __DIR__."/../../resources/schemas/$editor.json";

        return self::$loaded[$editor] ??= json_decode(file_get_contents($file), false, 512, JSON_THROW_ON_ERROR);
    }
}
