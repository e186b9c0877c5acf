<?php

namespace App\Models;

use SiteWidgets\Laravel\Utf8;

/**
 * A row's texts as valid UTF-8, from the moment they are read: a byte that is not (a row
 * written by another tool, a text cut in the middle of a character) is U+FFFD. Every
 * reader then prints it: Blade's `{{ }}` (which prints nothing of an invalid text), `@json`
 * and the API's JSON (which fail on it), and a JSON column decodes (it would read as null).
 * The column keeps its bytes until that field is saved with a change.
 */
trait ReadsValidUtf8
{
    public function setRawAttributes(array $attributes, $sync = false)
    {
        foreach ($attributes as $key => $value) {
            if (is_string($value)) {
                $attributes[$key] = Utf8::valid($value);
            }
        }

        return parent::setRawAttributes($attributes, $sync);
    }
}
