<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Resources\PostsPageResource;
use App\Queries\PostListing;
use Illuminate\Http\Request;

class PostController extends Controller
{
    /**
     * GET /api/posts/{section}[/{tagId}]: the tabs, the landings and a page of posts (`?page=`);
     * `?producto={id}`: only the posts whose ingredients link to that product (a product page's
     * "Recetas con este producto"). Anything but a positive id answers 422.
     */
    public function index(Request $request, PostListing $listing, string $section, int $tagId = PostListing::ALL)
    {
        $product = $request->validate(['producto' => ['nullable', 'integer', 'min:1', 'max:'.PHP_INT_MAX]])['producto'] ?? null;

        return new PostsPageResource($listing->page($section, $tagId, productId: $product === null ? null : (int) $product));
    }
}
