<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * durations.json: a post's time read and printed as the cards do (src/shared/posts/duration.ts),
 * ported line for line by Recipe\Duration, which alone writes the JSON-LD's ISO duration. The
 * fixture holds two grammars, each case naming its own: the package implements `post-time` and
 * runs its cases; `step-text` (the times cook mode's timers find in a step's text) is the
 * bundle's alone, as only the bundle has timers.
 */
final class DurationsTest extends TestCase
{
    /** The grammars of the fixture this class runs (Recipe\Duration's). */
    private const IMPLEMENTED = ['post-time'];

    /** @return list<string> the grammars the fixture says the package implements */
    private static function packageGrammars(): array
    {
        $grammars = ContractFixture::read('durations')['grammars'];

        return array_keys(array_filter($grammars, static fn (array $grammar): bool => in_array('package', $grammar['implementedBy'], true)));
    }

    /** @return list<array{grammar: string, input: string, expected: array<string, mixed>}> the cases of those grammars */
    private static function packageCases(): array
    {
        $ours = self::packageGrammars();

        return array_values(array_filter(ContractFixture::read('durations')['cases'], static fn (array $case): bool => in_array($case['grammar'], $ours, true)));
    }

    /** @return array<string, array{0: string, 1: array{minutes: ?int, label: string, iso: ?string}}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            self::packageCases(),
            static fn (array $case): string => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** A grammar the fixture gives the package that no class here runs, or one run here that the fixture says is not the package's, fails. */
    public function testTheGrammarsTheFixtureSaysAreThePackagesAreTheOnesRunHere(): void
    {
        $this->assertSame(self::IMPLEMENTED, self::packageGrammars());
    }

    /**
     * @dataProvider cases
     *
     * @param  array{minutes: ?int, label: string, iso: ?string}  $expected
     */
    #[DataProvider('cases')]
    public function testReadsPrintsAndWritesTheTimeAsTheCardsDo(string $input, array $expected): void
    {
        $this->assertSame($expected, ['minutes' => Duration::minutes($input), 'label' => Duration::label($input), 'iso' => Duration::isoOf($input)]);
    }

    public function testTheFixtureHoldsTimesAndTextsThatAreNone(): void
    {
        $minutes = array_column(array_column(self::packageCases(), 'expected'), 'minutes');

        $this->assertGreaterThan(5, count(array_filter($minutes, static fn (?int $value): bool => $value === null)));
        $this->assertGreaterThan(15, count(array_filter($minutes, static fn (?int $value): bool => $value !== null)));
    }
}
