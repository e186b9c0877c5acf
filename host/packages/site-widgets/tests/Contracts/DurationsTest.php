<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Recipe\Duration;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * durations.json: a post's time read and printed as the cards do (src/shared/posts/duration.ts),
 * ported line for line by Recipe\Duration, which alone writes the JSON-LD's ISO duration.
 */
final class DurationsTest extends TestCase
{
    /** @return array<string, array{0: string, 1: array{minutes: ?int, label: string, iso: ?string}}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('durations')['cases'],
            static fn (array $case): string => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
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
        $minutes = array_column(array_column(ContractFixture::read('durations')['cases'], 'expected'), 'minutes');

        $this->assertGreaterThan(5, count(array_filter($minutes, static fn (?int $value): bool => $value === null)));
        $this->assertGreaterThan(15, count(array_filter($minutes, static fn (?int $value): bool => $value !== null)));
    }
}
