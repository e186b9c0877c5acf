<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Recipe;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Mould;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * Recipe\Mould: a post's stored `mould` read tolerantly, and printed as the fact
 * ('Redondo de 24 cm') and as `data-mould` ('redondo 24', what recipe-tools' readMould reads).
 * What cannot be read is none, never an error.
 */
final class MouldTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: ?string, 2: ?string, 3: ?array}> stored, data-mould, fact, stored again */
    public static function moulds(): array
    {
        return [
            'round' => [['shape' => 'redondo', 'size' => 24], 'redondo 24', 'Redondo de 24 cm', ['shape' => 'redondo', 'size' => 24]],
            'square' => [['shape' => 'cuadrado', 'size' => 20], 'cuadrado 20', 'Cuadrado de 20 cm', ['shape' => 'cuadrado', 'size' => 20]],
            'rectangular' => [['shape' => 'rectangular', 'size' => 20, 'width' => 30], 'rectangular 20x30', 'Rectangular de 20 × 30 cm', ['shape' => 'rectangular', 'size' => 20, 'width' => 30]],
            'a decimal' => [['shape' => 'redondo', 'size' => 22.5], 'redondo 22.5', 'Redondo de 22,5 cm', ['shape' => 'redondo', 'size' => 22.5]],
            'a whole number as a float' => [['shape' => 'redondo', 'size' => 24.0], 'redondo 24', 'Redondo de 24 cm', ['shape' => 'redondo', 'size' => 24]],
            'digits, a comma, a capital' => [['shape' => 'Rectangular', 'size' => '20', 'width' => '30,5'], 'rectangular 20x30.5', 'Rectangular de 20 × 30,5 cm', ['shape' => 'rectangular', 'size' => 20, 'width' => 30.5]],
            'its JSON text' => ['{"shape":"cuadrado","size":18}', 'cuadrado 18', 'Cuadrado de 18 cm', ['shape' => 'cuadrado', 'size' => 18]],
            'a width on a round one, left out' => [['shape' => 'redondo', 'size' => 24, 'width' => 30], 'redondo 24', 'Redondo de 24 cm', ['shape' => 'redondo', 'size' => 24]],
            'the smallest' => [['shape' => 'redondo', 'size' => 5], 'redondo 5', 'Redondo de 5 cm', ['shape' => 'redondo', 'size' => 5]],
            'the largest' => [['shape' => 'cuadrado', 'size' => 80], 'cuadrado 80', 'Cuadrado de 80 cm', ['shape' => 'cuadrado', 'size' => 80]],
            'none' => [null, null, null, null],
            'too small' => [['shape' => 'redondo', 'size' => 4.9], null, null, null],
            'too large' => [['shape' => 'redondo', 'size' => 81], null, null, null],
            'an unknown shape' => [['shape' => 'oval', 'size' => 24], null, null, null],
            'no size' => [['shape' => 'redondo'], null, null, null],
            'a rectangle without a width' => [['shape' => 'rectangular', 'size' => 20], null, null, null],
            'a size that is text' => [['shape' => 'redondo', 'size' => '24 cm'], null, null, null],
            'a size that is a flag' => [['shape' => 'redondo', 'size' => true], null, null, null],
            'a list' => [['redondo', 24], null, null, null],
            'a shape that is a list' => [['shape' => ['redondo'], 'size' => 24], null, null, null],
            'JSON that is not' => ['{"shape":', null, null, null],
            'a number' => [24, null, null, null],
        ];
    }

    /** @dataProvider moulds */
    #[DataProvider('moulds')]
    public function testReadsAStoredMouldAndPrintsIt(mixed $stored, ?string $attribute, ?string $words, ?array $again): void
    {
        $mould = Mould::read($stored);

        $this->assertSame($attribute, $mould?->attribute());
        $this->assertSame($words, $mould?->words());
        $this->assertSame($again, $mould?->toArray());
    }

    public function testPrintsWhatRecipeToolsReads(): void
    {
        // src/shared/recipe/mould.ts, readMould: a shape, a space, a number with a decimal point, 'x' between a rectangle's sides.
        foreach (self::moulds() as [$stored, $attribute]) {
            if ($attribute !== null) {
                $this->assertMatchesRegularExpression('/^(redondo|cuadrado) \d+(\.\d)?$|^rectangular \d+(\.\d)?x\d+(\.\d)?$/D', $attribute);
            }
        }
    }
}
