<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Recipe;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Density;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Recipe\Density: a product's grams per cup or spoon as its attributes store them (typed as
 * text, a decimal comma or point), a positive figure up to 2000, and as the printed recipe
 * writes it on the product's ingredient (a decimal point).
 */
final class DensityTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: ?string}> the stored value, the printed figure */
    public static function values(): array
    {
        return [
            'whole' => ['125', '125'],
            'a decimal comma' => ['7,8', '7.8'],
            'a decimal point' => ['7.5', '7.5'],
            'spaces around' => [' 120 ', '120'],
            'a number' => [120, '120'],
            'a fraction' => [7.8, '7.8'],
            'the most' => ['2000', '2000'],
            'a trailing zero' => ['7,50', '7.5'],
            'a small one' => ['0,5', '0.5'],
            'zero' => ['0', null],
            'too much' => ['2000,1', null],
            'negative' => ['-3', null],
            'a negative number' => [-3, null],
            'a unit' => ['120 g', null],
            'thousands with a point' => ['1.200', null],
            'two separators' => ['1,2,3', null],
            'words' => ['una taza', null],
            'blank' => ['  ', null],
            'empty' => ['', null],
            'none' => [null, null],
            'a flag' => [true, null],
            'a list' => [[120], null],
        ];
    }

    /** @dataProvider values */
    #[DataProvider('values')]
    public function testReadsAStoredDensityAndPrintsIt(mixed $stored, ?string $printed): void
    {
        $value = Density::read($stored);

        $this->assertSame($printed, $value === null ? null : Density::attribute($value));
    }

    public function testBlankIsNothingTyped(): void
    {
        $this->assertTrue(Density::blank(null));
        $this->assertTrue(Density::blank(' '));
        $this->assertFalse(Density::blank('0'));
        $this->assertFalse(Density::blank(0));
    }

    public function testAProductsAttributesGiveTheItemsAttributes(): void
    {
        $this->assertSame(
            ['data-recipe-grams-per-cup' => '120', 'data-recipe-grams-per-spoon' => '7.5'],
            Density::attributesOf(['calorias' => '340', 'gramosPorTaza' => '120', 'gramosPorCucharada' => '7,5']),
        );
        $this->assertSame(['data-recipe-grams-per-spoon' => '7.8'], Density::attributesOf('{"gramosPorTaza":"mucho","gramosPorCucharada":7.8}'));
        $this->assertSame([], Density::attributesOf(['gramosPorTaza' => '']));
        $this->assertSame([], Density::attributesOf(null));
        $this->assertSame([], Density::attributesOf('[1,'));
        $this->assertSame([], Density::attributesOf([]));
    }
}
