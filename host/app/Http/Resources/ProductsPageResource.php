<?php

namespace App\Http\Resources;

/**
 * `GET /api/products[/{tagId}]`: the categories as `tags` and a page of products as `posts`,
 * as the legacy API names them (src/shared/api/products.ts).
 *
 * @mixin \App\Queries\ProductsPage
 */
class ProductsPageResource extends ListingResource
{
    public function toArray($request): array
    {
        return [
            'tags' => $this->categories->map->only(['id', 'name']),
            'posts' => self::page($this->products, ProductCardResource::class),
        ];
    }
}
