<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Contracts;

use SiteWidgets\Laravel\Tests\TestCase;

/** A fixture added for a new port is run here too, or named as the worked host's. */
final class EveryFixtureTest extends TestCase
{
    /** Each fixture of the package's ports, and the class here that runs it. */
    private const RUN_BY = [
        'address-parameters' => AddressParametersTest::class,
        'clock' => ClockTest::class,
        'densities' => DensitiesTest::class,
        'distributor-hours' => DistributorHoursFixtureTest::class,
        'distributor-status' => DistributorStatusFixtureTest::class,
        'durations' => DurationsTest::class,
        'moulds' => MouldsTest::class,
        'name-order' => NameOrderTest::class,
        'shape-words' => ShapeWordsTest::class,
        'stored-values' => StoredValuesTest::class,
        'three-way' => ThreeWayMergeTest::class,
        'url-schemes' => UrlSchemesTest::class,
    ];

    /**
     * The worked host's own ports, which need its application: run through it by jest
     * (directory.json: test/laravel/component/directory-pages.test.ts).
     */
    private const THE_HOSTS = ['directory'];

    public function testEveryFixtureIsRunByAClassHereOrIsTheHosts(): void
    {
        $named = array_merge(array_keys(self::RUN_BY), self::THE_HOSTS);
        sort($named);

        $this->assertSame($named, ContractFixture::names());
        foreach (self::RUN_BY as $class) {
            $this->assertTrue(class_exists($class), "$class runs a fixture");
        }
    }
}
