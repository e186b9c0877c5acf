<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Cookbook extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];
}
