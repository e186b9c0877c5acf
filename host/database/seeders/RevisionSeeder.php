<?php

namespace Database\Seeders;

use App\Models\Distributor;
use App\Models\Page;
use App\Models\Post;
use App\Models\Product;
use Illuminate\Database\Seeder;

/**
 * Revision 1 of every seeded post, product, page and distributor, by nobody (user_id null): each form then
 * has a base, which a refused save's plain fields are merged against, and which the revision
 * pages list and can restore. A revision holds the fields its form stores (each model's `revisionOptions()`).
 */
class RevisionSeeder extends Seeder
{
    public function run()
    {
        Post::query()->each(fn (Post $post) => $post->recordRevision($post->revisedFields(), null));
        Product::query()->each(fn (Product $product) => $product->recordRevision($product->revisedFields(), null));
        Distributor::query()->each(fn (Distributor $distributor) => $distributor->recordRevision($distributor->revisedFields(), null));
        Page::query()->whereIn('slug', Page::EDITED)->each(fn (Page $page) => $page->recordRevision($page->revisedFields(), null));
    }
}
