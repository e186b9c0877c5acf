<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdatePostRequest;
use App\Http\Resources\TagResource;
use App\Models\Post;
use App\Models\Product;
use App\Queries\PostListing;

class PostController extends Controller
{
    public function edit(PostListing $listing, Post $post)
    {
        return view('admin.posts.edit', [
            'post' => $post,
            'products' => Product::orderBy('name')->get(['id', 'name']),
            // The category select's choices: the same tags as the listing's tabs.
            'tags' => TagResource::collection($listing->tags($post->section)),
        ]);
    }

    /**
     * A failed validation goes back to the form, with the errors and the posted JSON flashed
     * (old input): ContentFormRequest. A save of an older version than the newest answers 409 (saveRevision).
     */
    public function update(UpdatePostRequest $request, Post $post)
    {
        $request->saveRevision($post, fn () => $post->update($request->values()));

        return redirect()->route('admin.posts.edit', $post)->with('status', 'Receta guardada.');
    }
}
