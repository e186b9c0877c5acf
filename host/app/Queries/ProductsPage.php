<?php

namespace App\Queries;

use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

/** What `Catalogue::productsPage()` reads: the categories and a page of products. */
class ProductsPage
{
    public function __construct(
        public readonly Collection $categories,
        public readonly LengthAwarePaginator $products,
    ) {
    }
}
