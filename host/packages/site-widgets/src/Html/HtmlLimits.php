<?php

namespace SiteWidgets\Laravel\Html;

/**
 * What one piece of HTML may measure before it is parsed. The HTML5 parser's work grows with
 * the square of the nesting (each start tag looks through the open elements: 20,000 nested
 * `<div>`s in 100 KB took half a minute), so length, element count and depth are capped first,
 * by a scan that never builds a tree. Editors' answers measure a few hundred tags at a depth
 * under ten; the caps sit far above that and far below what slows the parser down.
 */
final class HtmlLimits
{
    public const MAX_CHARACTERS = 200_000;

    public const MAX_ELEMENTS = 10_000;

    public const MAX_DEPTH = 64;

    /** Elements that never hold others: they open nothing. */
    private const VOID = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'];

    /**
     * Elements whose start closes an open one of the same family (`<p>a<p>b`, `<li>` after
     * `<li>`), as the parser does: without it, legacy HTML that leaves them open would count
     * as deep.
     */
    private const CLOSES_ITS_FAMILY = [
        'p' => ['p'], 'li' => ['li'], 'dt' => ['dt', 'dd'], 'dd' => ['dt', 'dd'], 'td' => ['td', 'th'], 'th' => ['td', 'th'],
        'tr' => ['tr', 'td', 'th'], 'option' => ['option'], 'thead' => ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
        'tbody' => ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], 'tfoot' => ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
    ];

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
        preg_match_all('/<(\/?)([a-zA-Z][^\s\/>]*)/', $html, $matches, PREG_SET_ORDER);
        $elements = count(array_filter($matches, fn (array $tag) => $tag[1] === ''));
        if ($elements > self::MAX_ELEMENTS) {
            return sprintf('tiene %s elementos: el máximo es %s', self::number($elements), self::number(self::MAX_ELEMENTS));
        }
        if (self::depth($matches) > self::MAX_DEPTH) {
            return sprintf('anida más de %s elementos uno dentro de otro', self::number(self::MAX_DEPTH));
        }

        return null;
    }

    /**
     * The nesting the tags build, as a parser would within a small factor (a table's implied
     * `<tbody>` and `<tr>` are not counted, nor formatting a parser reopens); the scan stops
     * one past the cap, so its own work stays linear.
     *
     * @param  list<array{0: string, 1: string, 2: string}>  $tags
     */
    private static function depth(array $tags): int
    {
        $open = [];
        foreach ($tags as [, $slash, $name]) {
            $name = strtolower($name);
            if ($slash === '') {
                if (in_array($name, self::VOID, true)) {
                    continue;
                }
                if (isset(self::CLOSES_ITS_FAMILY[$name])) {
                    self::closeLast($open, self::CLOSES_ITS_FAMILY[$name]);
                }
                $open[] = $name;
                if (count($open) > self::MAX_DEPTH) {
                    return count($open);
                }
            } else {
                self::closeLast($open, [$name]);
            }
        }

        return count($open);
    }

    /**
     * Closes the innermost open element named in `$names`, with all it holds; nothing when
     * none is open (a stray end tag closes nothing).
     *
     * @param  list<string>  $open
     * @param  list<string>  $names
     */
    private static function closeLast(array &$open, array $names): void
    {
        for ($index = count($open) - 1; $index >= 0; $index--) {
            if (in_array($open[$index], $names, true)) {
                array_splice($open, $index);

                return;
            }
        }
    }

    private static function number(int $value): string
    {
        return number_format($value, 0, ',', '.');
    }
}
