<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Html;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Html\HtmlTooLarge;
use SiteWidgets\Laravel\Html\Sanitizer;
use SiteWidgets\Laravel\Tests\TestCase;

/** Html\Sanitizer refuses an answer past HtmlLimits' caps at once, before anything is parsed, saying which. */
final class SanitizerLimitsTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> */
    public static function tooLarge(): array
    {
        return [
            '9,000 nested elements' => [str_repeat('<div>', 9_000), 'anida más de 64 elementos uno dentro de otro'],
            '5,000 lists in list items' => [str_repeat('<ul><li>', 5_000), 'anida más de 64 elementos uno dentro de otro'],
            '10,001 elements' => [str_repeat('<br>', 10_001), 'tiene 10.001 elementos: el máximo es 10.000'],
            '200,001 characters' => [str_repeat('a', 200_001), 'tiene 200.001 caracteres: el máximo es 200.000'],
        ];
    }

    /** @dataProvider tooLarge */
    #[DataProvider('tooLarge')]
    public function testRefusesAnAnswerPastACapBeforeParsingIt(string $html, string $message): void
    {
        $started = hrtime(true);
        try {
            Sanitizer::clean($html);
            $this->fail('cleaned');
        } catch (HtmlTooLarge $tooLarge) {
            $this->assertSame($message, $tooLarge->getMessage());
        }
        // A scan, not a parse: parsing the deepest of these takes the parser a minute.
        $this->assertLessThan(2.0, (hrtime(true) - $started) / 1e9);
    }

    public function testCleansALongAnswerWithinTheCaps(): void
    {
        $paragraph = '<p>Un párrafo con <strong>algo</strong> y <a href="https://example.com/?a=1&b=2">un link</a>.</p>';

        $clean = Sanitizer::clean(str_repeat($paragraph, 1_600));

        $this->assertStringContainsString('<a href="https://example.com/?a=1&amp;b=2">un link</a>', $clean);
        $this->assertSame(1_600, substr_count($clean, '<strong>algo</strong>'));
    }
}
