<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdatePostRequest;
use App\Models\Post;
use App\Models\Product;
use App\Models\Tag;

class PostController extends Controller
{
    public function edit(Post $post)
    {
        return view('admin.posts.edit', [
            'post' => $post,
            'products' => Product::orderBy('name')->get(['id', 'name']),
            'tags' => Tag::where('section', $post->section)->whereNull('parent_id')
                ->with('childrens:id,name,parent_id')
                ->orderBy('id')
                ->get(['id', 'name']),
        ]);
    }

    /** A failed validation answers 422 with the form, the errors and the posted JSON (old input): UpdatePostRequest. */
    public function update(UpdatePostRequest $request, Post $post)
    {
        $data = $request->validated();

        $post->update([
            'steps' => json_decode($data['steps'], true),
            'custom_ingredients' => json_decode($data['custom_ingredients'], true),
        ] + $data);

        return redirect()->route('admin.posts.edit', $post)->with('status', 'Receta guardada.');
    }
}
