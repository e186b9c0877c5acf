<?php

namespace App\Support;

/**
 * The editors' JSON columns as public pages show them, read the one tolerant way: what
 * cannot be shown is left out, never a 500. The server refuses malformed posts now
 * (SiteWidgets\Blade\Validation\EditorValue), but rows saved before that check, or written
 * by other tools, may hold anything: a list where text belongs, an entry that is not an
 * object, a missing field. Texts are read as the editors read them: strings, and numbers
 * as their digits.
 */
class StoredContent
{
    /** A text field: a string, or a number written as text; anything else is none. */
    public static function text(mixed $value): ?string
    {
        return match (true) {
            is_string($value) => $value,
            is_int($value), is_float($value) => (string) $value,
            default => null,
        };
    }

    /** A list of objects: a value that is not a list is none, an entry that is not an object is left out. */
    public static function records(mixed $value): array
    {
        if (! is_array($value) || ! array_is_list($value)) {
            return [];
        }

        return array_values(array_filter($value, fn ($entry) => is_array($entry) && ($entry === [] || ! array_is_list($entry))));
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

    /** A recipe's step groups: each with its name ('Pasos' when it has none) and its steps' texts. */
    public static function stepGroups(mixed $stored): array
    {
        $groups = [];
        foreach (self::records($stored) as $group) {
            $steps = [];
            foreach (self::records($group['steps'] ?? null) as $step) {
                $text = self::text($step['text'] ?? null);
                if ($text !== null && trim($text) !== '') {
                    $steps[] = $text;
                }
            }
            $name = self::text($group['name'] ?? null);
            $groups[] = ['name' => $name === null || trim($name) === '' ? 'Pasos' : $name, 'steps' => $steps];
        }

        return $groups;
    }
}
