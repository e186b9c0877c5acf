<?php

namespace App\Support;

use SiteWidgets\Laravel\Recipe\Stored;

/**
 * The editors' JSON columns as public pages show them, read the one tolerant way: what
 * cannot be shown is left out, never a 500. The server refuses malformed posts now
 * (SiteWidgets\Laravel\Validation\EditorValue), but rows saved before that check, or written
 * by other tools, may hold anything: a list where text belongs, an entry that is not an
 * object, a missing field. Texts are read as the editors read them: strings, and numbers
 * as their digits. The reading itself is the host package's (SiteWidgets\Laravel\Recipe\Stored),
 * which the printed recipe (`<x-site-recipe>`) reads with.
 */
class StoredContent
{
    /** A text field: a string, or a number written as text; anything else is none. */
    public static function text(mixed $value): ?string
    {
        return Stored::text($value);
    }

    /** A list of objects: a value that is not a list is none, an entry that is not an object is left out. */
    public static function records(mixed $value): array
    {
        return Stored::records($value);
    }

    /** The FAQ's questions: each with a question to show, its answer (HTML, as stored) and its section. */
    public static function faqs(mixed $stored): array
    {
        $faqs = [];
        foreach (self::records($stored) as $entry) {
            $name = self::text($entry['name'] ?? null);
            if ($name === null || trim($name) === '') {
                continue;
            }
            $faqs[] = [
                'name' => $name,
                'content' => self::text($entry['content'] ?? null) ?? '',
                'section' => ($entry['section'] ?? null) === 'consumers' ? 'consumers' : 'professionals',
            ];
        }

        return $faqs;
    }

    /** The main banner's title and subtitle, or null each. */
    public static function banner(mixed $stored): array
    {
        $banner = is_array($stored) ? $stored : [];

        return ['title' => self::text($banner['title'] ?? null), 'subtitle' => self::text($banner['subtitle'] ?? null)];
    }
}
