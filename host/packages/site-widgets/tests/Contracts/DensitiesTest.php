<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Density;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * densities.json: a product's grams per cup or spoon read, checked and printed as the product
 * attributes editor checks them (src/admin/product-attributes-editor/density.ts).
 */
final class DensitiesTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: array{grams: ?string, refused: bool}}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('densities')['cases'],
            static fn (array $case): mixed => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /**
     * @dataProvider cases
     *
     * @param  array{grams: ?string, refused: bool}  $expected
     */
    #[DataProvider('cases')]
    public function testReadsChecksAndPrintsADensityAsTheEditorDoes(mixed $input, array $expected): void
    {
        $grams = Density::read($input);

        $this->assertSame($expected, [
            'grams' => $grams === null ? null : Density::attribute($grams),
            'refused' => ! Density::blank($input) && $grams === null,
        ]);
    }
}
