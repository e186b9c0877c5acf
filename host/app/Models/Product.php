<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Revisions\HasRevisions;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

class Product extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    protected $guarded = [];

    protected $casts = ['attributes' => 'array'];

    /** What a revision of a product holds: its attributes (docs/laravel-host.md, "Editing together"). */
    public function revisionOptions(): RevisionOptions
    {
        return RevisionOptions::make()
            ->editorField('attributes', 'Atributos', 'product-attributes-editor', 'distintos de los actuales', 'iguales a los actuales')
            ->subject('este producto', 'lo')
            ->named(fn (Product $product) => "el producto «{$product->name}»")
            ->editedAt('admin.products.edit', 'admin.products.edit', 'product');
    }

    public function category()
    {
        return $this->belongsTo(Category::class);
    }
}
