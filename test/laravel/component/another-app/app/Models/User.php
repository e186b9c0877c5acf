<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

/** @property string $name who saved a revision, as the revision pages and a refused save's alert name them */
class User extends Authenticatable
{
    protected $casts = ['editor' => 'boolean'];
}
