<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Meta\Description;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Meta\Description: a page's description from any stored text: its HTML out, its entities
 * read, on one line, at most 160 characters cut at a word; plain text, for the page to escape.
 */
final class DescriptionTest extends TestCase
{
    private const STEP = 'Mezclar la harina con la levadura y el azúcar, agregar los huevos de a uno y la manteca blanda, y amasar hasta obtener una masa lisa que no se pegue en las manos; dejar levar tapada.';

    /** @return array<string, array{0: mixed, 1: ?string}> */
    public static function texts(): array
    {
        return [
            'HTML, entities read' => ['<p>Mezclar la <strong>harina</strong> con la levadura.</p><p>Dejar&nbsp;levar &amp; hornear.</p>', 'Mezclar la harina con la levadura. Dejar levar & hornear.'],
            'whitespace of every kind, one space' => ["Batir\n\n  los huevos\t\u{00a0}con el azúcar\u{2028}hasta blanquear.", 'Batir los huevos con el azúcar hasta blanquear.'],
            'what a script, a style or a comment holds is no text' => ['<script>alert(1)</script><style>p{}</style><!-- nota -->Amasar<br>y estirar', 'Amasar y estirar'],
            'nor a title, a textarea, a template or a noscript' => ['<title>t</title><textarea>x</textarea><template>y</template><noscript>z</noscript>visible', 'visible'],
            'a block’s end parts words' => ['<ul><li>Uno</li><li>Dos</li></ul>', 'Uno Dos'],
            'an inline end does not' => ['<p>uno</p><p>dos</p><span>tres</span>cuatro', 'uno dos trescuatro'],
            'escaped markup is text' => ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
            'zero-width and control characters' => ["a\u{200B}b\u{FEFF}c\x01d", 'a b c d'],
            'a comment never closed' => ['<!-- sin cerrar visible', null],
            'a script never closed' => ['<script>sin cerrar', null],
            'blank' => ['   ', null],
            'an empty paragraph' => ['<p></p>', null],
            'null' => [null, null],
            'a number' => [42, null],
            'a list' => [['lista'], null],
            'not UTF-8' => ["Pan \xFF\xC3 dulce", "Pan \u{FFFD}\u{FFFD} dulce"],
        ];
    }

    /** @dataProvider texts */
    #[DataProvider('texts')]
    public function testMakesAnyStoredTextPlainOnOneLine(mixed $text, ?string $description): void
    {
        $this->assertSame($description, Description::of($text));
    }

    public function testCutsALongTextAtTheLastWordThatFits(): void
    {
        $cut = (string) Description::of(self::STEP);

        $this->assertSame('Mezclar la harina con la levadura y el azúcar, agregar los huevos de a uno y la manteca blanda, y amasar hasta obtener una masa lisa que no se pegue en las…', $cut);
        $this->assertLessThanOrEqual(160, mb_strlen($cut));
        $this->assertStringStartsWith(mb_substr($cut, 0, -1), self::STEP);
    }

    /** @return array<string, array{0: string, 1: string}> */
    public static function lengths(): array
    {
        return [
            '160 characters: whole' => [str_repeat('a', 160), str_repeat('a', 160)],
            'one word past the limit: cut where the limit is' => [str_repeat('x', 300), str_repeat('x', 159).'…'],
            'characters of two bytes count once' => [str_repeat('á', 150).' '.str_repeat('é', 20), str_repeat('á', 150).'…'],
        ];
    }

    /** @dataProvider lengths */
    #[DataProvider('lengths')]
    public function testCountsCharactersNotBytes(string $text, string $description): void
    {
        $this->assertSame($description, Description::of($text));
    }

    public function testNeverCutsInsideACharacterMadeOfSeveral(): void
    {
        $family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}";

        $description = (string) Description::of(str_repeat('palabra ', 19).str_repeat($family, 3));

        $this->assertLessThanOrEqual(160, mb_strlen($description));
        $this->assertStringEndsWith('palabra…', $description);
    }

    public function testEndsTheCutTextWithoutAPunctuationMarkBeforeTheEllipsis(): void
    {
        $this->assertSame('Mezclar…', Description::cut('Mezclar, batir, hornear y servir', 16));
        $this->assertSame('Amasar…', Description::cut('Amasar (con las manos) bien', 9));
    }

    public function testTakesAShorterLimitOfTwoCharactersAtLeast(): void
    {
        $this->assertSame('uno dos…', Description::of('uno dos tres', 8));
        $this->assertSame('u…', Description::of('uno dos tres', 1));
        $this->assertSame('uno dos tres', Description::of('uno dos tres', 12));
    }
}
