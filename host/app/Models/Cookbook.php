<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Cookbook extends Model
{
    public $timestamps = false;

    protected $guarded = [];
}
