<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\Sanitizer;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * What holds for any answer Html\Sanitizer stores, on every answer of the corpora: parsed
 * again it holds only what the allow-list allows, and cleaning it again changes nothing (so
 * site-widgets:clean-html leaves clean rows alone). Generated tag soup and the Big List of
 * Naughty Strings, read by a browser's parser, are html-sanitizer-properties.test.ts's.
 */
final class SanitizerPropertiesTest extends TestCase
{
    /** @return array<string, array{0: string}> */
    public static function answers(): array
    {
        $sets = [];
        foreach ([...HostileHtml::inputs(), ...EditorsHtml::inputs(), ...self::MORE] as $html) {
            $sets[json_encode($html, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)] = [$html];
        }

        return $sets;
    }

    /** Trees that re-nest once the list has had its way. */
    private const MORE = [
        '<th><abbr><th>x',
        '<table><caption><table><tr><td>x</td></tr></table></caption></table>',
        '<p><div>bloque en párrafo</div></p>',
        '<a href="/a"><a href="/b">dos enlaces</a></a>',
        '<li><ul><li>x</ul>',
        '<h2><h3>x</h3></h2>',
        '<table><td><tr>y',
        '<pre><pre>x</pre></pre>',
        '<b><p>x</b>y</p>',
        '<select><p>x<select>y',
    ];

    /** @dataProvider answers */
    #[DataProvider('answers')]
    public function testStoresOnlyWhatTheAllowListAllows(string $html): void
    {
        $this->assertSame([], ParsedHtml::of(Sanitizer::clean($html))->disallowed());
    }

    /** @dataProvider answers */
    #[DataProvider('answers')]
    public function testCleaningAgainChangesNothing(string $html): void
    {
        $clean = Sanitizer::clean($html);

        $this->assertSame($clean, Sanitizer::clean($clean));
    }

    /** @dataProvider answers */
    #[DataProvider('answers')]
    public function testNoScriptSchemeOrHandlerIsLeftInTheText(string $html): void
    {
        $this->assertDoesNotMatchRegularExpression('/javascript:|vbscript:|data:|\son\w+=/i', Sanitizer::clean($html));
    }
}
