<?php

namespace App\Http\Controllers;

use App\Http\Resources\CookbookResource;
use App\Http\Resources\PostsPageResource;
use App\Models\Page;
use App\Queries\Catalogue;
use App\Queries\PostListing;
use App\Support\StoredContent;

class HomeController extends Controller
{
    public function __invoke(PostListing $listing, Catalogue $catalogue)
    {
        // The videos carousel's first page, as GET /api/posts/videos answers it: printed
        // into the page, it shows without that request (docs/hosting.md, "Data the server already has").
        $firstPage = $listing->page('videos', page: 1);

        return view('pages.home', [
            'firstPage' => new PostsPageResource($firstPage),
            'firstImage' => $firstPage->posts->first()?->image,
            'banner' => StoredContent::banner(Page::named('home')->banner_data),
            'faqs' => StoredContent::faqs(Page::named('faq')->custom_content),
            'cookbooks' => CookbookResource::collection($catalogue->cookbooks(limit: 3)),
        ]);
    }
}
