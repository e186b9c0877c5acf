<?php

namespace App\Support;

use App\Geo\LocalityTable;
use App\Models\Distributor;

/**
 * The provinces a hit may name ('Dónde comprar's choice, the directory's province): those the
 * directory has, as it shows them (the spelling most of its distributors use: '  CÓRDOBA' is
 * Córdoba), and the country's others, as the locality table writes them (a visitor may come to
 * `/distribuidores?provincia=Jujuy`, where there is none: what the brand most wants to know).
 * Anything else is no province, and its hit is refused.
 */
class Provinces
{
    /** The province as the site writes it, or null when it is none of them. */
    public static function named(string $written): ?string
    {
        if (Directory::provinceKey($written) === null) {
            return null;
        }
        $directory = new Directory(Distributor::query()->orderBy('id')->get(['id', 'name', 'province']));

        return $directory->provinceName($written) ?? (new LocalityTable())->province($written);
    }
}
