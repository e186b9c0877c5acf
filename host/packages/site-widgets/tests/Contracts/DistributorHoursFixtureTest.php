<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use JsonSchema\Validator;
use PHPUnit\Framework\Attributes\DataProvider;
use SiteWidgets\Laravel\Validation\DistributorHours;
use SiteWidgets\Laravel\Tests\TestCase;

/**
 * distributor-hours.json: the hours the distributor list reads are the hours the host accepts.
 * Each valid value passes `Validation\DistributorHours`; each invalid one is refused by it, and
 * by the generated JSON Schema alone exactly where the fixture says a JSON Schema can tell
 * (`jsonSchema`: the rest, such as ranges out of order, is PHP's to check).
 */
final class DistributorHoursFixtureTest extends TestCase
{
    /** @return array<string, array{0: mixed}> */
    public static function valid(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('distributor-hours', true)->valid,
            static fn (object $case): string => $case->about,
            static fn (object $case): array => [$case->hours],
        );
    }

    /** @return array<string, array{0: mixed, 1: bool}> */
    public static function invalid(): array
    {
        return ContractFixture::dataSets(
            ContractFixture::read('distributor-hours', true)->invalid,
            static fn (object $case): string => $case->about,
            static fn (object $case): array => [$case->hours, $case->jsonSchema],
        );
    }

    /** @dataProvider valid */
    #[DataProvider('valid')]
    public function testAcceptsWhatTheListReads(mixed $hours): void
    {
        $this->assertNull(DistributorHours::problem($hours));
    }

    /** @dataProvider invalid */
    #[DataProvider('invalid')]
    public function testRefusesWhatTheListCannotRead(mixed $hours, bool $bySchema): void
    {
        $this->assertNotNull(DistributorHours::problem($hours));
        $validator = new Validator();
        $validator->validate($hours, DistributorHours::schema());
        $this->assertSame($bySchema, ! $validator->isValid());
    }
}
