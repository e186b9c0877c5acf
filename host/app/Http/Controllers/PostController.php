<?php

namespace App\Http\Controllers;

use App\Http\Resources\PostsPageResource;
use App\Models\Landing;
use App\Models\Post;
use App\Queries\PostListing;
use App\Support\ListingAddress;
use Illuminate\Http\Request;

class PostController extends Controller
{
    public function recipes(Request $request, PostListing $listing)
    {
        return view('pages.recipes', $this->listing($request, $listing, 'recetas'));
    }

    public function videos(Request $request, PostListing $listing)
    {
        return view('pages.videos', ['section' => 'videos'] + $this->listing($request, $listing, 'videos'));
    }

    /**
     * The page of a section's posts its address names (`?etiqueta=…&pagina=…`, as the grid
     * writes it): printed for the grid (`data-first-page`, the answer of
     * `GET /api/posts/{section}[/{tagId}]`), and as plain links inside its placeholder, for
     * crawlers and visitors without JavaScript (docs/hosting.md, "Listings in the address").
     * A page past the last one is the last one, as the grid shows it.
     */
    private function listing(Request $request, PostListing $listing, string $section): array
    {
        $address = ListingAddress::fromRequest($request);
        $page = $listing->page($section, $address->shownTag(), $address->page);
        if ($page->posts->currentPage() > $page->posts->lastPage()) {
            $page = $listing->page($section, $address->shownTag(), $page->posts->lastPage());
        }

        return ['address' => $address, 'listing' => $page, 'firstPage' => new PostsPageResource($page)];
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
