<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Post;
use App\Models\Product;
use App\Models\Tag;
use Illuminate\Http\Request;

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

    /** A failed validation goes back to the form with the errors and the posted JSON (old input). */
    public function update(Request $request, Post $post)
    {
        $data = $request->validate([
            'name' => 'required|string|max:255',
            'tag_id' => 'required|integer|exists:tags,id',
            'sub_tag' => 'nullable|integer|exists:tags,id',
            'image' => 'nullable|string|max:2048',
            'steps' => 'required|json',
            'custom_ingredients' => 'required|json',
        ]);

        $post->update([
            'steps' => json_decode($data['steps'], true),
            'custom_ingredients' => json_decode($data['custom_ingredients'], true),
        ] + $data);

        return redirect()->route('admin.posts.edit', $post)->with('status', 'Receta guardada.');
    }
}
