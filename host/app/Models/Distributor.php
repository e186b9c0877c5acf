<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Distributor extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];

    /**
     * Decimal columns come back as text: the API sends numbers (src/shared/api/distributors.ts).
     * `hours`: the opening hours' JSON as arrays, null when not known (SiteWidgets\Laravel\Distributor\OpeningHours reads it).
     */
    protected $casts = ['lat' => 'float', 'lng' => 'float', 'hours' => 'array'];
}
