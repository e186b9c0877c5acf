<?php

namespace SiteWidgets\Laravel;

/** Text that is not valid UTF-8, made valid as a browser decodes it. */
final class Utf8
{
    /**
     * A text as valid UTF-8: each byte that is not is U+FFFD, as a browser would show it
     * (mb_scrub's own substitute is `?`). A row written by another tool, or cut in the middle
     * of a character, then still prints: Blade's escaping would print nothing of it, and
     * `json_encode` fails on it.
     */
    public static function valid(string $text): string
    {
        if (mb_check_encoding($text, 'UTF-8')) {
            return $text;
        }
        $previous = mb_substitute_character();
        mb_substitute_character(0xFFFD);
        try {
            return mb_scrub($text, 'UTF-8');
        } finally {
            mb_substitute_character($previous);
        }
    }
}
