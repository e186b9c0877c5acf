<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** A page's editable content: `home` holds the main banner, `faq` the questions. */
class Page extends Model
{
    protected $guarded = [];

    protected $casts = ['banner_data' => 'array', 'custom_content' => 'array'];

    public static function named(string $slug): self
    {
        return static::firstOrCreate(['slug' => $slug]);
    }
}
