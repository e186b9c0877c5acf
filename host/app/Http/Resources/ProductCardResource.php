<?php

namespace App\Http\Resources;

/**
 * A product's card (src/shared/api/products.ts, `productCardSchema`).
 *
 * @mixin \App\Models\Product
 */
class ProductCardResource extends ApiResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'image' => $this->image,
            'category_id' => $this->category_id,
            'category' => $this->category?->only(['id', 'name']),
        ];
    }
}
