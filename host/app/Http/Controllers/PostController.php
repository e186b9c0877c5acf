<?php

namespace App\Http\Controllers;

use App\Models\Landing;
use App\Models\Post;
use Illuminate\Http\Request;

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

    /**
     * A post. A login-required one is the server's to keep, not only the cards' lock: a
     * visitor goes to the login page (and back here after it), a point of sale that has not
     * finished registering to /register_pdv/. The API never sends what this page shows
     * beyond the card (docs/hosting.md, "Security").
     */
    public function show(Request $request, Post $post)
    {
        if ($post->login_required) {
            if ($request->user() === null) {
                return redirect()->guest(route('login'));
            }
            if (! $request->user()->registration_completed) {
                return redirect('/register_pdv/');
            }
        }

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
