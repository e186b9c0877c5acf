<?php

namespace App\Geo;

use Illuminate\Support\Str;

/**
 * The host's table of Argentine localities and where they are (`database/data/localities.csv`:
 * province, locality, lat, lng; the provincial capitals and every locality the seed uses). It
 * gives a distributor coordinates from its locality without any outside service
 * (`php artisan distributors:locate`, the seed). A host adds its own rows to the file.
 *
 * Names match accents, case and spacing aside, within the province: 'rio cuarto' in
 * '  CÓRDOBA' is Río Cuarto, Córdoba; San Martín in Mendoza is not San Martín de los Andes.
 */
class LocalityTable
{
    /** @var array<string, array{lat: float, lng: float}> by `key(province, locality)` */
    private array $places = [];

    /** @var array<string, string> each province's name as the table writes it, by `name()` */
    private array $provinces = [];

    public function __construct(?string $file = null)
    {
        $handle = fopen($file ?? database_path('data/localities.csv'), 'r');
        if ($handle === false) {
            throw new \RuntimeException('The locality table cannot be read.');
        }
        // RFC 4180 quoting, no backslash escape: the table has none, and PHP 8.4 deprecates leaving it implied.
        $read = fn () => fgetcsv($handle, null, ',', '"', '');
        $read(); // the header
        while (($row = $read()) !== false) {
            if (isset($row[0]) && self::name($row[0]) !== '') {
                $this->provinces[self::name($row[0])] ??= trim($row[0]);
            }
            if (count($row) < 4 || ! is_numeric($row[2]) || ! is_numeric($row[3])) {
                continue;
            }
            $this->places[self::key($row[0], $row[1])] = ['lat' => (float) $row[2], 'lng' => (float) $row[3]];
        }
        fclose($handle);
    }

    /** Where the locality is, or null when the table does not have it in that province. */
    public function find(?string $province, ?string $locality): ?array
    {
        if (self::name($province) === '' || self::name($locality) === '') {
            return null;
        }

        return $this->places[self::key($province, $locality)] ?? null;
    }

    /** The province as the table writes it ('cordoba' is Córdoba), or null when the table has none of that name. */
    public function province(?string $written): ?string
    {
        return $this->provinces[self::name($written)] ?? null;
    }

    private static function key(?string $province, ?string $locality): string
    {
        return self::name($province).'|'.self::name($locality);
    }

    /** A name as compared: accents dropped (ñ as n), lower case, spaces collapsed. */
    public static function name(?string $text): string
    {
        return trim(preg_replace('/\s+/u', ' ', Str::lower(Str::ascii((string) $text))) ?? '');
    }
}
