<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Meta;

use SiteWidgets\Laravel\Utf8;

/**
 * A page's description for its head (`<meta name="description">`, `og:description`) from any
 * stored text: a step, a product's text, an answer's HTML. As valid UTF-8, its HTML taken out
 * (tags, comments, what a script or style holds; a block's end parts words, an inline one does
 * not), its entities read, its whitespace and control characters made single spaces, and at
 * most `MAX` characters: a longer text is cut at the last word that fits, with `…`. What it
 * returns is plain text, for the page to escape as any attribute.
 */
final class Description
{
    /** About what a search result or a link preview shows of one. */
    public const MAX = 160;

    /** Elements whose end is a break between words (a paragraph, an item, a line break). */
    private const BLOCKS = 'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|td|th|tr|ul';

    /** The text as a description, or null when nothing is left to show. */
    public static function of(mixed $text, int $max = self::MAX): ?string
    {
        if (! is_string($text)) {
            return null;
        }
        $plain = self::plain($text);

        return $plain === '' ? null : self::cut($plain, max($max, 2));
    }

    /** The text without its HTML, on one line. */
    public static function plain(string $text): string
    {
        $text = Utf8::valid($text);
        // What a script, style or template holds is no text of the page; a comment neither.
        $text = preg_replace('#<(script|style|template|noscript|textarea|title)\b[^>]*>.*?(?:</\1\s*>|$)#isu', ' ', $text) ?? '';
        $text = preg_replace('#<!--.*?(?:-->|$)#su', ' ', $text) ?? '';
        $text = preg_replace('#</?(?:'.self::BLOCKS.')\b[^>]*>#iu', ' ', $text) ?? '';
        $text = strip_tags($text);
        $text = html_entity_decode($text, ENT_QUOTES | ENT_HTML5 | ENT_SUBSTITUTE, 'UTF-8');
        // Any run of whitespace (a no-break space, a line separator) or control characters is one space.
        $text = preg_replace('/[\p{Z}\p{Cc}\s\x{200B}\x{FEFF}]+/u', ' ', $text) ?? '';

        return trim($text);
    }

    /**
     * At most `$max` characters (code points): the words that fit before the limit, then `…`.
     * Never in the middle of a character built of several (a letter and its accent, an emoji's parts).
     */
    public static function cut(string $text, int $max = self::MAX): string
    {
        if (mb_strlen($text) <= $max) {
            return $text;
        }
        $kept = '';
        $length = 0;
        // Room for the ellipsis.
        preg_match_all('/\X/u', $text, $graphemes);
        foreach ($graphemes[0] as $grapheme) {
            $length += mb_strlen($grapheme);
            if ($length > $max - 1) {
                break;
            }
            $kept .= $grapheme;
        }
        $space = mb_strrpos($kept, ' ');
        // A text with no space early enough (one long word, an address) is cut where it reaches the limit.
        if ($space !== false && $space >= intdiv($max, 2)) {
            $kept = mb_substr($kept, 0, $space);
        }

        // Not after a comma or an opening bracket (rtrim() would cut multibyte characters byte by byte).
        return (preg_replace('/[\s,.;:(\-\x{2013}\x{2014}]+$/u', '', $kept) ?? $kept).'…';
    }
}
