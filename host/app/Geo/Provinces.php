<?php

namespace App\Geo;

/**
 * Argentina's 23 provinces and its capital city, as the locality table (`database/data/localities.csv`)
 * names them: what a point of sale chooses its province from.
 */
final class Provinces
{
    public const NAMES = [
        'Buenos Aires', 'Catamarca', 'Chaco', 'Chubut', 'Ciudad Autónoma de Buenos Aires', 'Córdoba', 'Corrientes',
        'Entre Ríos', 'Formosa', 'Jujuy', 'La Pampa', 'La Rioja', 'Mendoza', 'Misiones', 'Neuquén', 'Río Negro',
        'Salta', 'San Juan', 'San Luis', 'Santa Cruz', 'Santa Fe', 'Santiago del Estero', 'Tierra del Fuego', 'Tucumán',
    ];

    /** The name of the list a written province is (accents kept, case and spacing aside), or null. */
    public static function named(?string $written): ?string
    {
        $key = mb_strtolower(trim((string) preg_replace('/\s+/u', ' ', (string) $written)), 'UTF-8');
        foreach (self::NAMES as $name) {
            if (mb_strtolower($name, 'UTF-8') === $key) {
                return $name;
            }
        }

        return null;
    }
}
