<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Tag extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];

    /** The sub-tags, under the legacy API's name for them. */
    public function childrens()
    {
        return $this->hasMany(Tag::class, 'parent_id');
    }
}
