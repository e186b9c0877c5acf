<?php

namespace SiteWidgets\Laravel\Html;

/** A URL's scheme, read as a browser's URL parser reads it (the bundle's check uses `new URL()`). */
class Url
{
    /**
     * Whether `$url` keeps one of `$schemes` (`https`, `mailto`…). A URL without a scheme is
     * relative to the page, which is http or https. The parser's leniencies are applied
     * first, so `JaVa\tScript:` or a leading control character cannot hide a scheme.
     *
     * @param  list<string>  $schemes
     */
    public static function hasScheme(string $url, array $schemes): bool
    {
        $scheme = self::scheme($url);

        return $scheme === null || in_array($scheme, $schemes, true);
    }

    /** Whether the value starts with a scheme, as `javascript:` does. */
    public static function looksLikeUrl(string $value): bool
    {
        return self::scheme($value) !== null;
    }

    private static function scheme(string $url): ?string
    {
        // Leading and trailing C0 controls and spaces are trimmed; tabs and newlines anywhere removed.
        $url = str_replace(["\t", "\n", "\r"], '', trim($url, "\x00..\x20"));

        return preg_match('/^([a-zA-Z][a-zA-Z0-9+.\-]*):/', $url, $match) ? strtolower($match[1]) : null;
    }
}
