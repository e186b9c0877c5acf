<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class CookingTime extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];
}
