<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Distributor extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];

    /** Decimal columns come back as text: the API sends numbers (src/shared/api/distributors.ts). */
    protected $casts = ['lat' => 'float', 'lng' => 'float'];
}
