<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A recipe or a video of a section; recipes carry steps and ingredients as JSON. */
class Post extends Model
{
    protected $guarded = [];

    protected $casts = [
        'login_required' => 'boolean',
        'metadata' => 'array',
        'steps' => 'array',
        'custom_ingredients' => 'array',
    ];

    public function tag()
    {
        return $this->belongsTo(Tag::class);
    }

    public function tiempo_coccion()
    {
        return $this->belongsTo(CookingTime::class, 'tiempo_coccion_id');
    }
}
