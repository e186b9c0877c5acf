<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Api\PostController as PostsApi;
use App\Models\Cookbook;
use App\Models\Page;
use App\Support\StoredContent;

class HomeController extends Controller
{
    public function __invoke()
    {
        // The videos carousel's first page, as GET /api/posts/videos answers it: printed
        // into the page, it shows without that request (docs/hosting.md, "Data the server already has").
        $firstPage = app(PostsApi::class)->answer('videos', 0, 1);

        return view('pages.home', [
            'firstPage' => $firstPage,
            'firstImage' => $firstPage['posts']->first()?->image,
            'banner' => StoredContent::banner(Page::named('home')->banner_data),
            'faqs' => StoredContent::faqs(Page::named('faq')->custom_content),
            'cookbooks' => Cookbook::orderBy('id')->limit(3)->get(['id', 'name', 'image']),
        ]);
    }
}
