<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Distributor;

use DateTimeImmutable;
use Illuminate\Support\HtmlString;

/**
 * A distributor's page's schema.org `Store` (a `LocalBusiness`), as Google's local business
 * structured data reads it: `name`, `address` (`PostalAddress`, country AR), `telephone` and
 * `geo` when known, `url` (also the `@id`), and its hours. `openingHoursSpecification`: one
 * entry per range with the days that have it (`dayOfWeek` names, `opens`/`closes` as
 * `hh:mm:ss`; a close at 24:00 is 23:59:00, Google's end of an open day); days without a range
 * are closed and listed nowhere. `specialOpeningHoursSpecification`: each exception ahead (its
 * ranges, or 00:00:00–00:00:00 for closed) and the closure ahead (`validFrom`–`validThrough`,
 * closed). Unknown hours give neither. National holidays have no dates here, so they give none.
 */
final class StoreJsonLd
{
    /** As `@json` prints, and the recipe's JSON-LD: nothing in the JSON can close the script element. */
    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
        | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

    private const CLOSED = ['opens' => '00:00:00', 'closes' => '00:00:00'];

    /**
     * @param  array{name: string, url: string, street?: ?string, locality?: ?string, region?: ?string, telephone?: ?string, lat?: ?float, lng?: ?float}  $store
     * @return array<string, mixed>
     */
    public static function of(array $store, ?OpeningHours $hours, DateTimeImmutable $today): array
    {
        $address = array_filter([
            '@type' => 'PostalAddress',
            'streetAddress' => self::text($store['street'] ?? null),
            'addressLocality' => self::text($store['locality'] ?? null),
            'addressRegion' => self::text($store['region'] ?? null),
            'addressCountry' => 'AR',
        ], fn ($value) => $value !== null);
        $lat = $store['lat'] ?? null;
        $lng = $store['lng'] ?? null;

        return array_filter([
            '@context' => 'https://schema.org',
            '@type' => 'Store',
            '@id' => $store['url'],
            'name' => $store['name'],
            'url' => $store['url'],
            'address' => $address,
            'telephone' => self::text($store['telephone'] ?? null),
            'geo' => $lat === null || $lng === null ? null : ['@type' => 'GeoCoordinates', 'latitude' => $lat, 'longitude' => $lng],
            'openingHoursSpecification' => $hours === null ? null : self::weekly($hours),
            'specialOpeningHoursSpecification' => $hours === null ? null : self::special($hours, $today),
        ], fn ($value) => $value !== null && $value !== []);
    }

    /**
     * The data as the text of a `<script type="application/ld+json">`, to print with `{{ }}`:
     * `<`, `>`, `&` and quotes as `\u003C`…, so a name such as `</script>` stays inside it.
     *
     * @param  array<string, mixed>  $data
     */
    public static function script(array $data): HtmlString
    {
        return new HtmlString(json_encode($data, self::JSON_FLAGS));
    }

    /** @return list<array<string, mixed>> one per range, with every day that has it, in the week's order */
    private static function weekly(OpeningHours $hours): array
    {
        $days = [];
        foreach ($hours->weekly as $day => $ranges) {
            foreach ($ranges as $range) {
                $days[implode('-', $range)][] = Week::SCHEMA_ORG[$day];
            }
        }
        $entries = [];
        foreach ($days as $range => $names) {
            [$open, $close] = explode('-', $range);
            $entries[] = ['@type' => 'OpeningHoursSpecification', 'dayOfWeek' => $names] + self::times($open, $close);
        }

        return $entries;
    }

    /** @return list<array<string, mixed>> the exceptions and the closure from `$today` on */
    private static function special(OpeningHours $hours, DateTimeImmutable $today): array
    {
        $entries = [];
        foreach ($hours->exceptionsFrom($today) as $date => $ranges) {
            $dated = ['@type' => 'OpeningHoursSpecification', 'validFrom' => $date, 'validThrough' => $date];
            if ($ranges === []) {
                $entries[] = $dated + self::CLOSED;
            }
            foreach ($ranges as [$open, $close]) {
                $entries[] = $dated + self::times($open, $close);
            }
        }
        $closure = $hours->closureFrom($today);
        if ($closure !== null) {
            $entries[] = ['@type' => 'OpeningHoursSpecification', 'validFrom' => $closure['from'], 'validThrough' => $closure['until']] + self::CLOSED;
        }

        return $entries;
    }

    /** @return array{opens: string, closes: string} */
    private static function times(string $open, string $close): array
    {
        return ['opens' => "{$open}:00", 'closes' => $close === '24:00' ? '23:59:00' : "{$close}:00"];
    }

    private static function text(?string $value): ?string
    {
        $value = $value === null ? '' : trim($value);

        return $value === '' ? null : $value;
    }
}
