<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Revisions\HasRevisions;

class Product extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    protected $guarded = [];

    protected $casts = ['attributes' => 'array'];

    public function category()
    {
        return $this->belongsTo(Category::class);
    }
}
