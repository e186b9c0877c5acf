<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\NameOrder;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * name-order.json: the order the widgets list names in (Intl.Collator with the generated
 * NAME_ORDER), as NameOrder gives it with PHP's ICU collator.
 */
final class NameOrderTest extends TestCase
{
    /** @return array<string, array{0: list<string>, 1: list<string>}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('name-order')['cases'],
            static fn (array $case): string => implode(', ', $case['input']),
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /**
     * @dataProvider cases
     *
     * @param  list<string>  $input
     * @param  list<string>  $expected
     */
    #[DataProvider('cases')]
    public function testSortsTheNamesAsTheWidgetsDo(array $input, array $expected): void
    {
        $this->assertSame($expected, NameOrder::sort($input, static fn (string $name): string => $name));
    }
}
