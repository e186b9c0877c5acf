<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class CookingTime extends Model
{
    public $timestamps = false;

    protected $guarded = [];
}
