<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Distributor extends Model
{
    public $timestamps = false;

    protected $guarded = [];
}
