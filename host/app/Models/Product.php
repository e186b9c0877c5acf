<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Product extends Model
{
    use ReadsValidUtf8;

    protected $guarded = [];

    protected $casts = ['attributes' => 'array'];

    public function category()
    {
        return $this->belongsTo(Category::class);
    }
}
