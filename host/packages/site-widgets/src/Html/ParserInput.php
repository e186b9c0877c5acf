<?php

namespace SiteWidgets\Laravel\Html;

/** HTML as the HTML5 parser is given it, by the sanitizer and by the depth it is measured at. */
final class ParserInput
{
    /**
     * A `<` that cannot open a tag is text, as HTML5 parsers read it ("menos de < 5 g");
     * php-masterminds-html5 2.7 drops it instead. Written as `&lt;`, it reads the same
     * everywhere it can appear (text and attribute values decode it back).
     */
    public static function of(string $html): string
    {
        // And `</` at the very end, text too, which the parser would read past the end of.
        return preg_replace('/<(?![a-zA-Z!\/?])|<(?=\/$)/D', '&lt;', $html);
    }
}
