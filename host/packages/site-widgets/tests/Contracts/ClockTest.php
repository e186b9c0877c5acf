<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use DateTimeImmutable;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Generated\Contracts;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * clock.json: a time of day as the editors' notice says it (CLOCK_PATTERN), written by PHP's
 * date() with the generated Contracts::CLOCK, as the host's messages write it.
 */
final class ClockTest extends TestCase
{
    /** @return array<string, array{0: string, 1: string}> */
    public static function cases(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('clock')['cases'],
            static fn (array $case): string => $case['input'],
            static fn (array $case): array => [$case['input'], $case['expected']],
        );
    }

    /** @dataProvider cases */
    #[DataProvider('cases')]
    public function testWritesTheTimeAsTheEditorsNoticeSaysIt(string $input, string $expected): void
    {
        $this->assertSame($expected, (new DateTimeImmutable($input))->format(Contracts::CLOCK));
    }
}
