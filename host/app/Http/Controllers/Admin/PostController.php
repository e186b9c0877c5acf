<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdatePostRequest;
use App\Models\Post;

class PostController extends Controller
{
    /** The form's other data (the products, the category select's tags) is its view composer's (App\View\Composers\RecipeForm). */
    public function edit(Post $post)
    {
        return view('admin.posts.edit', ['post' => $post]);
    }

    /**
     * A failed validation goes back to the form, with the errors and the posted JSON flashed
     * (old input): ContentFormRequest. A save of an older version than the newest answers 409
     * (saveRevision: the package's StaleRevision renders the form as stored now).
     */
    public function update(UpdatePostRequest $request, Post $post)
    {
        $request->saveRevision($post, fn () => $post->update($request->values()));

        return redirect()->route('admin.posts.edit', $post)->with('status', 'Receta guardada.');
    }
}
