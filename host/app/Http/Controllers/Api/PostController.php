<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Resources\PostsPageResource;
use App\Queries\PostListing;

class PostController extends Controller
{
    /** GET /api/posts/{section}[/{tagId}]: the tabs, the landings and a page of posts (`?page=`). */
    public function index(PostListing $listing, string $section, int $tagId = PostListing::ALL)
    {
        return new PostsPageResource($listing->page($section, $tagId));
    }
}
