<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Resources\ProductsPageResource;
use App\Queries\Catalogue;

class ProductController extends Controller
{
    /** GET /api/products[/{tagId}]: the categories and a page of products (`posts`, as the legacy API names it). */
    public function index(Catalogue $catalogue, int $tagId = Catalogue::ALL)
    {
        return new ProductsPageResource($catalogue->productsPage($tagId));
    }
}
