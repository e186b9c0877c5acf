<?php

namespace SiteWidgets\Laravel\Html;

/**
 * What one piece of HTML may measure before it is cleaned. The HTML5 parser's work grows with
 * the square of the nesting (each start tag looks through the open elements: 20,000 nested
 * `<div>`s in 100 KB took half a minute), so length and element count are capped first, by a
 * scan that never builds a tree, then the depth, by the parser itself stopped one past the cap
 * (`NestingDepth`). Editors' answers measure a few hundred tags at a depth under ten; the caps
 * sit far above that and far below what slows the parser down.
 */
final class HtmlLimits
{
    public const MAX_CHARACTERS = 200_000;

    public const MAX_ELEMENTS = 10_000;

    public const MAX_DEPTH = 64;

    /**
     * Null when `$html` is within every cap, else the cap it passes, as a sentence an
     * editor reads ("tiene 12.000 elementos: el máximo es 10.000").
     */
    public static function exceeded(string $html): ?string
    {
        $characters = mb_strlen($html, 'UTF-8');
        if ($characters > self::MAX_CHARACTERS) {
            return sprintf('tiene %s caracteres: el máximo es %s', self::number($characters), self::number(self::MAX_CHARACTERS));
        }
        // Every `<` and a letter, as a tag or not (in a comment, a value): never fewer than the parser makes.
        $elements = preg_match_all('/<[a-zA-Z]/', $html);
        if ($elements > self::MAX_ELEMENTS) {
            return sprintf('tiene %s elementos: el máximo es %s', self::number($elements), self::number(self::MAX_ELEMENTS));
        }
        if (NestingDepth::exceeds($html, self::MAX_DEPTH)) {
            return sprintf('anida más de %s elementos uno dentro de otro', self::number(self::MAX_DEPTH));
        }

        return null;
    }

    private static function number(int $value): string
    {
        return number_format($value, 0, ',', '.');
    }
}
