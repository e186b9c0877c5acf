<?php

namespace App\View\Composers;

use App\Http\Resources\TagResource;
use App\Models\Product;
use App\Queries\PostListing;
use Illuminate\View\View;

/**
 * The recipe form's data beside the post (admin/posts/edit.blade.php): the products the
 * ingredients link to and the category select's choices, the same tags as the listing's tabs.
 * A composer, so that the form is the same page however it is rendered: by its controller's
 * `edit`, or as a refused save's answer (the package's StaleRevision renders the view the
 * model's revision options name).
 */
class RecipeForm
{
    public function __construct(private PostListing $listing)
    {
    }

    public function compose(View $view): void
    {
        $post = $view->getData()['post'];
        $view->with([
            'products' => Product::orderBy('name')->get(['id', 'name']),
            'tags' => TagResource::collection($this->listing->tags($post->section)),
        ]);
    }
}
