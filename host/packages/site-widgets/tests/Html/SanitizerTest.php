<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\Sanitizer;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * What Html\Sanitizer stores of an answer: the hostile corpus the widgets are tested with,
 * what editors write, and each rule of its own (values checked as decoded, targets given
 * `noopener`, what the list drops whole, `<pre>`'s first line break, `<` as text).
 */
final class SanitizerTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> */
    public static function hostile(): array
    {
        return self::named(HostileHtml::STORED);
    }

    /** @return array<string, array{0: string, 1: string, 2: ?string, 3: string}> */
    public static function editors(): array
    {
        $sets = [];
        foreach (EditorsHtml::READS as $case) {
            $sets[$case['html']] = [$case['html'], $case['element'], $case['attribute'], $case['reads']];
        }

        return $sets;
    }

    /**
     * Links with a target as a CMS writes them (test/shared/hostile-html.ts, TARGETED_LINKS):
     * every target but `_self` may open a window that could reach back through window.opener,
     * so it gets `noopener`; the CMS's own `rel` is never kept; targets come out trimmed.
     *
     * @return array<string, array{0: string, 1: string}>
     */
    public static function targetedLinks(): array
    {
        return self::named([
            ['<a href="/a" target="_new">a</a>', '<a href="/a" target="_new" rel="noopener noreferrer">a</a>'],
            ['<a href="/b" target="_TOP">b</a>', '<a href="/b" target="_TOP" rel="noopener noreferrer">b</a>'],
            ['<a href="/c" target="_parent">c</a>', '<a href="/c" target="_parent" rel="noopener noreferrer">c</a>'],
            ['<a href="/d" target="recetas">d</a>', '<a href="/d" target="recetas" rel="noopener noreferrer">d</a>'],
            ['<a href="/e" target=" _Blank ">e</a>', '<a href="/e" target="_Blank" rel="noopener noreferrer">e</a>'],
            ['<a href="/f" target="_blank" rel="opener">f</a>', '<a href="/f" target="_blank" rel="noopener noreferrer">f</a>'],
            ['<a href="/g" target=" _Self ">g</a>', '<a href="/g" target="_self">g</a>'],
            ['<a href="/h" target="_self">h</a>', '<a href="/h" target="_self">h</a>'],
        ]);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function rules(): array
    {
        return self::named([
            // The parser decoded the reference: what is checked, and written back, is the text `&#106;avascript:`, a relative address.
            ['<a href="&amp;#106;avascript:alert(1)">x</a>', '<a href="&amp;#106;avascript:alert(1)">x</a>'],
            ['<a href="https://example.com/?v=abc&t=42">v</a>', '<a href="https://example.com/?v=abc&amp;t=42">v</a>'],
            ['<a href="  https://example.com/ ">espacios</a>', '<a href="https://example.com/">espacios</a>'],
            ['<A HREF="/x" TITLE="T">mayúsculas</A>', '<a href="/x" title="T">mayúsculas</a>'],
            ['<img src="HTTPS://EXAMPLE.COM/A.PNG"><img src="mailto:a@b.c"><img src="/rel.png">', '<img src="HTTPS://EXAMPLE.COM/A.PNG"><img><img src="/rel.png">'],
            ['<a href="tel:+54 9 11">t</a><a href="ftp://x">f</a>', '<a href="tel:+54 9 11">t</a><a>f</a>'],
            ['<img src="/a.png" onerror="x" width="10">', '<img src="/a.png" width="10">'],
            // Namespaced attributes are in no list, and `<x:p>` is no `<p>`.
            ['<p xmlns:y="urn:y" y:title="t" xlink:href="javascript:alert(1)">x</p>', '<p>x</p>'],
            ['<x:p>prefijo</x:p>', 'prefijo'],
            // DOMPurify's ATTR_VALUE_BREAKOUT: values that could close a comment or a raw-text element.
            ['<p title="a-->b">x</p>', '<p>x</p>'],
            ['<p title="]]>">x</p>', '<p>x</p>'],
            ['<img alt="</style><script>" src="/a.png">', '<img src="/a.png">'],
            // A value that starts like an address of another scheme goes, unless it is text (a title, an alt).
            ['<a href="/a" target="javascript:alert(1)">t</a>', '<a href="/a">t</a>'],
            ['<p lang="javascript:alert(1)">l</p>', '<p>l</p>'],
            ['<p title="javascript:es texto">t</p>', '<p title="javascript:es texto">t</p>'],
            ['<p>a<!-- c -->b</p>', '<p>ab</p>'],
            ['<?php echo 1; ?>texto', 'texto'],
            ['<p>&#x3C;b&#x3E; &lt;i&gt;</p>', '<p>&lt;b&gt; &lt;i&gt;</p>'],
            ['<ul><li>uno<li>dos</ul>', '<ul><li>uno</li><li>dos</li></ul>'],
            ['<br/><hr/>', '<br><hr>'],
            ['<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>', '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>'],
            // Cleaned again until it reads back as written: a `<th>` left in a `<th>` parses as two.
            ['<th><abbr><th>x', '<th></th><th>x</th>'],
            // No link in a link: a browser closes the first, and past a table reads a third `<a>` on a second parse.
            ['<a><figure><table><a>', '<a><figure><table></table></figure></a>'],
            ['<a href="/a">x<p>y<a href="/b">z</a></p></a>', '<a href="/a">x<p>yz</p></a>'],
            // A `<` that opens no tag is text, as browsers read it; so is `</` at the very end.
            ['<p>1 <2</p>', '<p>1 &lt;2</p>'],
            ['a <', 'a &lt;'],
            ['a </', 'a &lt;/'],
            // A browser drops the line break right after `<pre>`: dropped, and written back when another follows.
            ["<pre>\nx</pre>", '<pre>x</pre>'],
            ["<pre>\n\nx</pre>", "<pre>\n\nx</pre>"],
            ["<p>uno\r\ndos\rtres</p>", "<p>uno\ndos\ntres</p>"],
            ["Pan \xFF\xC3 dulce", "Pan \u{FFFD}\u{FFFD} dulce"],
            ['', ''],
        ]);
    }

    /** @dataProvider hostile */
    #[DataProvider('hostile')]
    public function testStoresNothingOfAHostileAnswerThatCouldRun(string $html, string $stored): void
    {
        $this->assertSame($stored, Sanitizer::clean($html));
    }

    /** @dataProvider editors */
    #[DataProvider('editors')]
    public function testWhatTheEditorMeantReadsBack(string $html, string $element, ?string $attribute, string $reads): void
    {
        $stored = ParsedHtml::of(Sanitizer::clean($html));
        $found = $stored->first($element);

        $this->assertNotNull($found, "no <$element> kept");
        $this->assertSame($reads, $attribute === null ? $found->textContent : $found->getAttribute($attribute));
    }

    /** @dataProvider targetedLinks */
    #[DataProvider('targetedLinks')]
    public function testALinkThatMayOpenAWindowGetsNoopener(string $html, string $stored): void
    {
        $this->assertSame($stored, Sanitizer::clean($html));
    }

    /** @dataProvider rules */
    #[DataProvider('rules')]
    public function testFollowsEachRule(string $html, string $stored): void
    {
        $this->assertSame($stored, Sanitizer::clean($html));
    }

    /**
     * @param  list<array{0: string, 1: string}>  $pairs
     * @return array<string, array{0: string, 1: string}>
     */
    private static function named(array $pairs): array
    {
        $sets = [];
        foreach ($pairs as [$html, $stored]) {
            $sets[json_encode($html, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE)] = [$html, $stored];
        }

        return $sets;
    }
}
