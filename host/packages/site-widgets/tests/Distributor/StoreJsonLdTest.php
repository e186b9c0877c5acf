<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Distributor;

use DateTimeImmutable;
use SiteWidgets\Laravel\Distributor\OpeningHours;
use SiteWidgets\Laravel\Distributor\StoreJsonLd;
use SiteWidgets\Laravel\Tests\TestCase;
use SiteWidgets\Laravel\Tests\Validation\DistributorHoursTest;

/** Distributor\StoreJsonLd: a distributor's schema.org `Store`, its hours as Google reads them. */
final class StoreJsonLdTest extends TestCase
{
    private const STORE = [
        'name' => 'Distribuidora 1',
        'url' => 'https://example.com/distribuidores/1',
        'street' => 'Av. Colón 1234',
        'locality' => 'Córdoba',
        'region' => '  Córdoba ',
        'telephone' => '(0351) 422-3344',
        'lat' => -31.4125,
        'lng' => -64.1935,
    ];

    public function testDescribesTheStoreAndItsWeek(): void
    {
        $hours = OpeningHours::of(['weekly' => [
            'mon' => [['09:00', '13:00'], ['17:00', '20:30']], 'tue' => [['09:00', '13:00'], ['17:00', '20:30']], 'wed' => [], 'thu' => [], 'fri' => [],
            'sat' => [['09:00', '13:00']], 'sun' => [['10:00', '24:00']],
        ]] + DistributorHoursTest::EXAMPLE);

        $data = StoreJsonLd::of(self::STORE, $hours, new DateTimeImmutable('2026-12-01'));

        $this->assertSame([
            '@context' => 'https://schema.org',
            '@type' => 'Store',
            '@id' => 'https://example.com/distribuidores/1',
            'name' => 'Distribuidora 1',
            'url' => 'https://example.com/distribuidores/1',
            'address' => ['@type' => 'PostalAddress', 'streetAddress' => 'Av. Colón 1234', 'addressLocality' => 'Córdoba', 'addressRegion' => 'Córdoba', 'addressCountry' => 'AR'],
            'telephone' => '(0351) 422-3344',
            'geo' => ['@type' => 'GeoCoordinates', 'latitude' => -31.4125, 'longitude' => -64.1935],
            'openingHoursSpecification' => [
                ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => ['Monday', 'Tuesday', 'Saturday'], 'opens' => '09:00:00', 'closes' => '13:00:00'],
                ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => ['Monday', 'Tuesday'], 'opens' => '17:00:00', 'closes' => '20:30:00'],
                ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => ['Sunday'], 'opens' => '10:00:00', 'closes' => '23:59:00'],
            ],
            'specialOpeningHoursSpecification' => [
                ['@type' => 'OpeningHoursSpecification', 'validFrom' => '2026-12-24', 'validThrough' => '2026-12-24', 'opens' => '09:00:00', 'closes' => '13:00:00'],
                ['@type' => 'OpeningHoursSpecification', 'validFrom' => '2026-12-31', 'validThrough' => '2026-12-31', 'opens' => '00:00:00', 'closes' => '00:00:00'],
                ['@type' => 'OpeningHoursSpecification', 'validFrom' => '2027-01-02', 'validThrough' => '2027-01-15', 'opens' => '00:00:00', 'closes' => '00:00:00'],
            ],
        ], $data);
    }

    public function testLeavesOutWhatIsNotKnownAndWhatIsPast(): void
    {
        $data = StoreJsonLd::of(['name' => 'Distribuidora 9', 'url' => 'https://example.com/distribuidores/9', 'region' => 'Mendoza', 'lat' => -32.9, 'lng' => null, 'telephone' => ' '], null, new DateTimeImmutable('2026-12-01'));

        $this->assertSame(['@type' => 'PostalAddress', 'addressRegion' => 'Mendoza', 'addressCountry' => 'AR'], $data['address']);
        $this->assertSame([], array_intersect_key($data, array_flip(['telephone', 'geo', 'openingHoursSpecification', 'specialOpeningHoursSpecification'])));

        $later = StoreJsonLd::of(self::STORE, OpeningHours::of(DistributorHoursTest::EXAMPLE), new DateTimeImmutable('2027-01-16'));
        $this->assertArrayNotHasKey('specialOpeningHoursSpecification', $later, 'exceptions and a closure that are over');
        $this->assertCount(2, $later['openingHoursSpecification'], 'the week stays');
    }

    public function testPrintsNothingThatCouldCloseItsScript(): void
    {
        $name = "</script><script>alert('¡hola!')</script> & \xff";
        $text = (string) StoreJsonLd::script(StoreJsonLd::of(['name' => $name, 'url' => 'https://example.com/distribuidores/2'], null, new DateTimeImmutable('2026-12-01')));

        $this->assertDoesNotMatchRegularExpression('/[<>&\'"]/', str_replace('"', '', $text));
        $this->assertStringContainsString('\u003C/script\u003E', $text);
        $this->assertSame("</script><script>alert('¡hola!')</script> & \u{FFFD}", json_decode($text, true)['name']);
    }
}
