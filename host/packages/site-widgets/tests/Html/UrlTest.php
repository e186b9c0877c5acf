<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\Url;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Html\Url reads a scheme as a browser's URL parser does, its leniencies first, so no spelling
 * hides one. (Which addresses the bundle and the package keep alike: url-schemes.json.)
 */
final class UrlTest extends TestCase
{
    /** @return array<string, array{0: string, 1: ?string}> the address, and the scheme it names (null: relative) */
    public static function schemes(): array
    {
        return [
            'https' => ['https://example.com/', 'https'],
            'capitals' => ['MAILTO:hola@example.com', 'mailto'],
            'digits, plus, dot and minus after the first letter' => ['web+a.b-1:x', 'web+a.b-1'],
            'a leading space' => [' javascript:x', 'javascript'],
            'a leading NUL and control characters' => ["\x00\x01\x1Fjavascript:x", 'javascript'],
            'a tab inside' => ["java\tscript:x", 'javascript'],
            'a line feed and a carriage return inside' => ["java\nscr\ript:x", 'javascript'],
            'trailing spaces' => ['tel:123   ', 'tel'],
            'a path' => ['/recetas/1', null],
            'a query' => ['?q=1', null],
            'a fragment' => ['#paso-3', null],
            'protocol-relative' => ['//cdn.example.com/a.png', null],
            'a colon after a slash' => ['a/b:c', null],
            'a digit first' => ['1a:b', null],
            'an encoded colon' => ['javascript&colon;x', null],
            'an entity for the first letter' => ['&#106;avascript:x', null],
            'a no-break space first, which is no C0 space' => ["\u{00a0}javascript:x", null],
            'empty' => ['', null],
        ];
    }

    /** @dataProvider schemes */
    #[DataProvider('schemes')]
    public function testReadsTheSchemeAsABrowserDoes(string $url, ?string $scheme): void
    {
        $this->assertSame($scheme !== null, Url::looksLikeUrl($url));
        $this->assertTrue(Url::hasScheme($url, [$scheme ?? 'none']));
        // A relative address keeps the page's scheme, whatever the list; an absolute one only a scheme listed.
        $this->assertSame($scheme === null, Url::hasScheme($url, []));
    }

    public function testComparesSchemesAsTheyAreListedInLowerCase(): void
    {
        $this->assertTrue(Url::hasScheme('HTTPS://x', ['https']));
        $this->assertFalse(Url::hasScheme('https://x', ['HTTPS']));
        $this->assertFalse(Url::hasScheme('https://x', ['http']));
    }
}
