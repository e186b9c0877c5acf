<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Revisions\ThreeWay;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * The package's half of the shared fixture test/fixtures/contracts/three-way.json (docs/architecture.md,
 * "Contracts with the host"): a refused save's plain fields merged as the bundle's mergeJson merges an
 * editor's draft (test/unit/contracts/fixtures.test.ts runs the bundle's half), but for the deliberate
 * differences, each with the package's own answer and why.
 */
final class ThreeWayMergeTest extends TestCase
{
    /** @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('three-way')['cases'],
            static fn (array $case): string => $case['about'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>, 2: array<string, mixed>}> */
    public static function differences(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('three-way')['differences'],
            static fn (array $difference): string => $difference['why'],
            static fn (array $difference): array => [$difference['input'], $difference['php'], $difference['ts']],
        );
    }

    /**
     * @dataProvider cases
     */
    #[DataProvider('cases')]
    public function testMergesAsTheBundleDoes(array $input, array $expected): void
    {
        $this->assertSame(self::normal($expected), self::normal(self::merge($input)));
    }

    /**
     * @dataProvider differences
     */
    #[DataProvider('differences')]
    public function testDecidesOtherwiseWhereTheFixtureSaysWhy(array $input, array $php, array $bundle): void
    {
        $this->assertSame(self::normal($php), self::normal(self::merge($input)));
        $this->assertNotSame(self::normal($bundle), self::normal($php));
    }

    private static function merge(array $input): array
    {
        return ThreeWay::merge($input['groups'], $input['base'], $input['mine'], $input['theirs']);
    }

    /** The fields in a fixed order: JSON objects compare by their keys, not by the order they were written in. */
    private static function normal(array $output): array
    {
        ksort($output['values']);
        ksort($output['conflicts']);
        foreach ($output['conflicts'] as &$values) {
            ksort($values);
        }

        return $output;
    }
}
