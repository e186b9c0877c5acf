<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Stored;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * stored-values.json: legacy flags and positive whole numbers read as the bundle reads them
 * (src/base/schema/flags.ts, laravel.ts), by Recipe\Stored; `differences` where the
 * package deliberately reads otherwise, and why.
 */
final class StoredValuesTest extends TestCase
{
    /** @return array<string, array{0: mixed, 1: bool}> */
    public static function flags(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('stored-values')['flag'],
            static fn (array $case): mixed => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** @return array<string, array{0: mixed, 1: ?int}> */
    public static function positives(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('stored-values')['positive'],
            static fn (array $case): mixed => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** @return array<string, array{0: string, 1: mixed, 2: bool|int, 3: bool|int|null, 4: string}> */
    public static function differences(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('stored-values')['differences'],
            static fn (array $case): array => [$case['reader'], $case['input']],
            static fn (array $case): array => [$case['reader'], $case['input'], $case['ts'], $case['php'], $case['why']],
        );
    }

    /** @dataProvider flags */
    #[DataProvider('flags')]
    public function testReadsAFlagAsTheBundleDoes(mixed $input, bool $expected): void
    {
        $this->assertSame($expected, Stored::flag($input));
    }

    /** @dataProvider positives */
    #[DataProvider('positives')]
    public function testReadsAPositiveNumberAsTheBundleDoes(mixed $input, ?int $expected): void
    {
        $this->assertSame($expected, Stored::positive($input));
    }

    /** @dataProvider differences */
    #[DataProvider('differences')]
    public function testDiffersOnlyWhereTheFixtureSaysWhy(string $reader, mixed $input, bool|int $bundle, bool|int|null $package, string $why): void
    {
        $this->assertNotSame($bundle, $package, 'a difference the bundle and the package agree on is none');
        $this->assertNotSame('', trim($why));
        $this->assertSame($package, $reader === 'flag' ? Stored::flag($input) : Stored::positive($input));
    }
}
