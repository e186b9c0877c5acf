<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Category;
use App\Models\Product;

class ProductController extends Controller
{
    /** GET /api/products[/{tagId}]: the categories and a page of products (`posts`, as the legacy API names it). */
    public function index(int $tagId = 0)
    {
        $products = Product::with('category:id,name')
            ->when($tagId > 0, fn ($query) => $query->where('category_id', $tagId))
            ->orderBy('id')
            ->paginate(12, ['id', 'name', 'image', 'category_id']);

        return [
            'tags' => Category::orderBy('id')->get(['id', 'name']),
            'posts' => $products,
        ];
    }
}
