<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\JsString;

/**
 * JsString: JavaScript's `\s` and trim(), which the ports read texts with (PCRE's `\s` is
 * another set: with `/u` it has U+0085 and lacks U+FEFF).
 */
final class JsStringTest extends TestCase
{
    /** @return array<string, array{0: string}> */
    public static function javaScriptSpaces(): array
    {
        $sets = [];
        foreach ([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF] as $code) {
            $sets[sprintf('U+%04X', $code)] = [mb_chr($code, 'UTF-8')];
        }

        return $sets;
    }

    /** @return array<string, array{0: string}> */
    public static function otherCharacters(): array
    {
        $sets = [];
        // NEL is PCRE's space and not JavaScript's; the zero-width space and joiner are neither.
        foreach ([0x85, 0x180E, 0x200B, 0x200D, 0x2060, 0x1C, 0x1F] as $code) {
            $sets[sprintf('U+%04X', $code)] = [mb_chr($code, 'UTF-8')];
        }

        return $sets;
    }

    /** @dataProvider javaScriptSpaces */
    #[DataProvider('javaScriptSpaces')]
    public function testTrimsWhatJavaScriptTrims(string $space): void
    {
        $this->assertSame("a{$space}b", JsString::trim("{$space}{$space}a{$space}b{$space}"));
        $this->assertSame(1, preg_match('/^'.JsString::SPACE.'$/u', $space));
    }

    /** @dataProvider otherCharacters */
    #[DataProvider('otherCharacters')]
    public function testKeepsWhatJavaScriptKeeps(string $character): void
    {
        $this->assertSame("{$character}a{$character}", JsString::trim("{$character}a{$character}"));
        $this->assertSame(0, preg_match('/'.JsString::SPACE.'/u', $character));
    }

    public function testTrimsNothingFromATextWithoutSpaces(): void
    {
        $this->assertSame('Córdoba', JsString::trim('Córdoba'));
        $this->assertSame('', JsString::trim(" \u{a0}\n"));
    }
}
