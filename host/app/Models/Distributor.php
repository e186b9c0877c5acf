<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Distributor extends Model
{
    use ReadsValidUtf8;

    public $timestamps = false;

    protected $guarded = [];

    /**
     * Decimal columns come back as text: the API sends numbers (src/shared/api/distributors.ts).
     * `hours`: the opening hours' JSON as arrays, null when not known (SiteWidgets\Laravel\Distributor\OpeningHours reads it).
     * `products`: the ids of the brand's products it usually has, null when not said ("Dónde comprar").
     */
    protected $casts = ['lat' => 'float', 'lng' => 'float', 'hours' => 'array', 'products' => 'array'];

    /** @return list<int>|null the product ids it usually has, each once; null when not said or not a list */
    public function productIds(): ?array
    {
        $products = $this->products;
        if (! is_array($products) || ! array_is_list($products)) {
            return null;
        }
        $ids = [];
        foreach ($products as $product) {
            if (! is_int($product) && ! (is_string($product) && preg_match('/^[1-9][0-9]{0,17}$/D', $product))) {
                return null;
            }
            $ids[(int) $product] = true;
        }

        return array_keys($ids);
    }
}
