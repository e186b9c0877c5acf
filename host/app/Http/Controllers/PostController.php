<?php

namespace App\Http\Controllers;

use App\Models\Landing;
use App\Models\Post;

class PostController extends Controller
{
    public function recipes()
    {
        return view('pages.recipes');
    }

    public function videos()
    {
        return view('pages.videos', ['section' => 'videos']);
    }

    public function show(Post $post)
    {
        // The caption carousel's slides: what a visitor may copy into the message.
        $slides = [
            ['image' => $post->image, 'caption' => "¡Mirá qué rico! {$post->name}", 'alt' => ''],
            ['image' => '/images/step.svg', 'caption' => "Hoy cocino {$post->name}", 'alt' => 'Paso a paso de la receta'],
        ];

        return view('pages.post', ['post' => $post, 'slides' => $slides]);
    }

    public function landing(Landing $landing)
    {
        return view('pages.detail', ['title' => $landing->name, 'back' => route('recipes')]);
    }

    public function registration()
    {
        return view('pages.detail', ['title' => 'Completá tu registro', 'back' => route('home')]);
    }
}
