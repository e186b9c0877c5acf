<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Mould;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * moulds.json: a recipe's stored mould printed as the fact and as `data-mould`, which
 * recipe-tools reads back (src/shared/recipe/mould.ts, readMould) as the mould stored.
 */
final class MouldsTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: array{attribute: ?string, words: ?string, read: ?array}}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('moulds')['cases'],
            static fn (array $case): mixed => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /**
     * @dataProvider cases
     *
     * @param  array{attribute: ?string, words: ?string, read: ?array}  $expected
     */
    #[DataProvider('cases')]
    public function testPrintsAStoredMouldAsRecipeToolsReadsIt(mixed $input, array $expected): void
    {
        $mould = Mould::read($input);

        $this->assertSame(['attribute' => $expected['attribute'], 'words' => $expected['words']], ['attribute' => $mould?->attribute(), 'words' => $mould?->words()]);
        // What the bundle reads back is what the package stores again.
        $this->assertEquals($expected['read'], $mould?->toArray());
    }
}
