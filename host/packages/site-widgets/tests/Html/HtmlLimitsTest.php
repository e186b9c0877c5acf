<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use DOMNode;
use Masterminds\HTML5;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\HtmlLimits;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Html\HtmlLimits: what one answer may measure before it is cleaned, each cap said in the
 * words an editor reads; the depth as the parser (php-masterminds-html5) nests the tags, so
 * that nothing nesting past the cap is parsed whole, whatever hides an end tag from a scan,
 * and legacy HTML that leaves its items open is not taken for deep.
 */
final class HtmlLimitsTest extends TestCase
{
    private const DEEP = 'anida más de 64 elementos uno dentro de otro';

    /** @return array<string, array{0: string}> */
    public static function withinTheCaps(): array
    {
        return [
            '64 nested elements' => [str_repeat('<div>', 64)],
            '100 closed siblings' => [str_repeat('<div></div>', 100)],
            'paragraphs left open' => [str_repeat('<p>a', 500)],
            'list items left open' => ['<ul>'.str_repeat('<li>x', 500).'</ul>'],
            'terms and definitions left open' => ['<dl>'.str_repeat('<dt>a<dd>b', 300).'</dl>'],
            'options left open' => ['<select>'.str_repeat('<option>o', 500).'</select>'],
            'cells left open in closed rows' => ['<table>'.str_repeat('<tr><td>a<td>b</tr>', 300).'</table>'],
            'void elements' => ['<div>'.str_repeat('<br><img><hr>', 100).'</div>'],
            'end tags with nothing open' => [str_repeat('</div>', 100).str_repeat('<span>', 10)],
            'opened and closed 64 deep, then 64 more' => [str_repeat('<b>', 64).str_repeat('</b>', 64).str_repeat('<i>', 64)],
            'an end tag closing what it holds' => [str_repeat('<div><span><b>', 20).str_repeat('</div>', 20).str_repeat('<em>', 60)],
            'text with `<` that opens no tag' => [str_repeat('a < b, 1<2 ', 1000)],
            '10,000 elements' => [str_repeat('<br>', 10_000)],
            '200,000 characters' => [str_repeat('a', 200_000)],
            '200,000 characters of two bytes' => [str_repeat('ñ', 200_000)],
        ];
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function pastACap(): array
    {
        return [
            '65 nested elements' => [str_repeat('<div>', 65), self::DEEP],
            'in capitals' => [str_repeat('<DIV>', 65), self::DEEP],
            'lists in list items' => [str_repeat('<ul><li>', 40), self::DEEP],
            // A scan that counted only what closes would read depth 2 here; the parser nests 10,000.
            'list items opening lists, 5,000 times' => [str_repeat('<li><ul>', 5_000), self::DEEP],
            'definition lists in terms' => [str_repeat('<dl><dt>', 40), self::DEEP],
            'tables in cells' => [str_repeat('<table><tr><td>', 25), self::DEEP],
            'items in formatting in items' => ['<ul>'.str_repeat('<li><b>', 40), self::DEEP],
            // What reads as an end tag to a scan and as none to the parser: a value, a comment, a script's text.
            'end tags in values' => [str_repeat('<div title="</div>">', 65), self::DEEP],
            'end tags in single-quoted values' => [str_repeat("<b title='</b>'>", 65), self::DEEP],
            'end tags in comments' => [str_repeat('<div><!--</div>-->', 65), self::DEEP],
            "end tags in a script's text" => [str_repeat('<div><script></div></script>', 65), self::DEEP],
            '10,001 elements' => [str_repeat('<br>', 10_001), 'tiene 10.001 elementos: el máximo es 10.000'],
            '200,001 characters' => [str_repeat('a', 200_001), 'tiene 200.001 caracteres: el máximo es 200.000'],
            '200,001 characters of two bytes' => [str_repeat('ñ', 200_001), 'tiene 200.001 caracteres: el máximo es 200.000'],
        ];
    }

    /** @return array<string, array{0: string}> */
    public static function patterns(): array
    {
        $sets = [];
        $units = [
            '<div>', '<ul><li>', '<li>', '<dl><dt>', '<dt><dd>', '<table><tr><td>', '<tr><td>', '<td><th>', '<tr><td>a<td>b', '<select><option>',
            '<p><b>', '<ul><li><b>', '<tbody><tr>', '<ol><li><p>', '<p><table></p>', '<h1><div></h1>', '<div title="</div>">', '<div><!--</div>-->',
            '<svg><g>', '<math><mi>', '<foo/>', '<textarea><div>', '<p><li>',
        ];
        foreach ($units as $unit) {
            $sets["$unit × 40"] = [str_repeat($unit, 40)];
        }

        return $sets;
    }

    /** @dataProvider withinTheCaps */
    #[DataProvider('withinTheCaps')]
    public function testLetsThroughWhatIsWithinTheCaps(string $html): void
    {
        $this->assertNull(HtmlLimits::exceeded($html));
    }

    /** @dataProvider pastACap */
    #[DataProvider('pastACap')]
    public function testSaysWhichCapAnAnswerPasses(string $html, string $message): void
    {
        $this->assertSame($message, HtmlLimits::exceeded($html));
    }

    /**
     * @dataProvider patterns
     *
     * The parser's own tree, measured: whatever it nests past the cap is refused before it parses it.
     */
    #[DataProvider('patterns')]
    public function testRefusesWhateverTheParserWouldNestPastTheCap(string $html): void
    {
        $depth = self::depth((new HTML5(['disable_html_ns' => true]))->loadHTMLFragment($html));

        $this->assertSame($depth > HtmlLimits::MAX_DEPTH, HtmlLimits::exceeded($html) !== null, "the parser nests it $depth deep");
    }

    private static function depth(DOMNode $node): int
    {
        $deepest = 0;
        foreach ($node->childNodes as $child) {
            if ($child->nodeType === XML_ELEMENT_NODE) {
                $deepest = max($deepest, 1 + self::depth($child));
            }
        }

        return $deepest;
    }
}
