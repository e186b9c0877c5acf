<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel;

/** Text as JavaScript's strings treat it, where the package must read a text as the bundle does. */
final class JsString
{
    /**
     * JavaScript's `\s`, what `trim()` removes and the bundle splits words at: its spaces and
     * line ends, the no-break space among them. Spelt out, since PCRE's `\s` is another set
     * (with `/u`, PHP's Unicode `\s` has U+0085 and lacks U+FEFF). For a `/u` pattern.
     */
    public const SPACE = '[\t\n\x{0b}\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}]';

    /** JavaScript's String.prototype.trim: Unicode's spaces and line ends at both ends. */
    public static function trim(string $text): string
    {
        return preg_replace('/^'.self::SPACE.'+|'.self::SPACE.'+$/uD', '', $text) ?? trim($text);
    }
}
