<?php

namespace Database\Seeders;

use App\Http\Requests\UpdateFaqRequest;
use App\Http\Requests\UpdateHomeRequest;
use App\Http\Requests\UpdatePostRequest;
use App\Http\Requests\UpdateProductRequest;
use App\Models\Page;
use App\Models\Post;
use App\Models\Product;
use Illuminate\Database\Seeder;

/**
 * Revision 1 of every seeded post, product and page, by nobody (user_id null): each form then
 * has a base, which a refused save's plain fields are merged against, and which the revision
 * pages list and can restore. A revision holds the fields its form stores (the requests' FIELDS).
 */
class RevisionSeeder extends Seeder
{
    public function run()
    {
        Post::query()->each(fn (Post $post) => $post->recordRevision($post->only(UpdatePostRequest::fields()), null));
        Product::query()->each(fn (Product $product) => $product->recordRevision($product->only(UpdateProductRequest::fields()), null));

        $pages = ['home' => UpdateHomeRequest::fields(), 'faq' => UpdateFaqRequest::fields()];
        Page::query()->whereIn('slug', array_keys($pages))->each(fn (Page $page) => $page->recordRevision($page->only($pages[$page->slug]), null));
    }
}
