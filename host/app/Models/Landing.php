<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Landing extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];

    protected $appends = ['url'];

    public function getUrlAttribute(): string
    {
        return route('landings.show', $this->slug, false);
    }
}
