<?php

namespace SiteWidgets\Laravel\Tests\Revisions;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use SiteWidgets\Laravel\Revisions\ThreeWay;

/**
 * The package's half of the shared fixture test/fixtures/contracts/three-way.json (docs/architecture.md,
 * "Contracts with the host"): a refused save's plain fields merged as the bundle's mergeJson merges an
 * editor's draft (test/unit/contracts/fixtures.test.ts runs the bundle's half), but for the deliberate
 * differences, each with the package's own answer and why.
 */
final class ThreeWayFixtureTest extends TestCase
{
    private const FIXTURE = __DIR__.'/../../../../../test/fixtures/contracts/three-way.json';

    /** @return array<string, mixed> */
    private static function fixture(): array
    {
        $text = file_get_contents(self::FIXTURE);
        if ($text === false) {
            throw new \RuntimeException('no fixture at '.self::FIXTURE);
        }

        return json_decode($text, true, 64, JSON_THROW_ON_ERROR);
    }

    /** @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>}> */
    public static function cases(): array
    {
        $cases = [];
        foreach (self::fixture()['cases'] as $case) {
            $cases[$case['about']] = [$case['input'], $case['expected']];
        }

        return $cases;
    }

    /** @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>, 2: array<string, mixed>}> */
    public static function differences(): array
    {
        $cases = [];
        foreach (self::fixture()['differences'] as $difference) {
            $cases[$difference['why']] = [$difference['input'], $difference['php'], $difference['ts']];
        }

        return $cases;
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
