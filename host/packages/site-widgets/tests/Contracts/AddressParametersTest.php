<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Listing\AddressParameter;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * address-parameters.json: a listing's parameter read and written by its kind, as
 * src/shared/listing/url-state.ts does, by Listing\AddressParameter.
 */
final class AddressParametersTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string, 2: int|string|bool|null}> */
    public static function reads(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('address-parameters')['read'],
            static fn (array $case): array => [$case['kind'], $case['text']],
            static fn (array $case): array => [$case['kind'], $case['text'], $case['expected']],
        );
    }

    /** @return array<string, array{0: string, 1: int|string|bool|null, 2: ?int, 3: ?string}> */
    public static function writes(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('address-parameters')['write'],
            static fn (array $case): array => [$case['kind'], $case['value']],
            static fn (array $case): array => [$case['kind'], $case['value'], $case['absent'] ?? null, $case['expected']],
        );
    }

    /** @dataProvider reads */
    #[DataProvider('reads')]
    public function testReadsTheParameterAsTheWidgetsDo(string $kind, string $text, int|string|bool|null $expected): void
    {
        // No kind reads as null: null is the fixture's "cannot be a value", where the default stays.
        $this->assertSame($expected, AddressParameter::read($kind, $text, null));
    }

    /** @dataProvider writes */
    #[DataProvider('writes')]
    public function testWritesTheParameterAsTheWidgetsDo(string $kind, int|string|bool|null $value, ?int $absent, ?string $expected): void
    {
        $this->assertSame($expected, AddressParameter::write($kind, $value, $absent));
    }
}
