<?php

namespace App\Http\Controllers;

use App\Http\Resources\PostsPageResource;
use App\Models\Landing;
use App\Models\Post;
use App\Queries\PostListing;
use App\Support\ListingAddress;
use App\Support\RecipeProducts;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Recipe\RecipeContent;

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

        return [
            'address' => $address,
            'listing' => $page,
            'firstPage' => new PostsPageResource($page),
            // The page's own address and picture for its link preview (`<x-site-widgets-meta>`).
            'canonical' => $address->canonical("/$section", $page->posts->currentPage()),
            'picture' => $page->posts->first()?->image,
        ];
    }

    /**
     * A post. A login-required one is the server's to keep, not only the cards' lock: a
     * visitor gets its teaser, what the cards show everyone (its name, picture, category, time
     * and servings) and a link to log in (back here after it: the login page returns to the
     * page it was opened from), so that a link to it previews too (WhatsApp, Facebook: their
     * crawlers are visitors); a point of sale that has not finished registering goes to
     * /register_pdv/. The API and the teaser never send what this page shows beyond the card
     * (docs/hosting.md, "Security").
     */
    public function show(Request $request, Post $post)
    {
        if ($post->login_required) {
            if ($request->user() === null) {
                return view('pages.post-teaser', ['post' => $post]);
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

        // "Dónde comprar": the recipe's ingredients that are the brand's products, with their quantities for its servings.
        $recipe = RecipeContent::of($post);

        return view('pages.post', [
            'post' => $post,
            'slides' => $slides,
            'recipeProducts' => RecipeProducts::wanted($post->custom_ingredients),
            'servings' => $recipe->servingsCount,
            // The linked products' grams per cup and spoon, for the printed recipe: one query.
            'products' => $post->hasRecipe() ? RecipeProducts::products($post->custom_ingredients) : collect(),
        ]);
    }

    public function landing(Landing $landing)
    {
        return view('pages.detail', [
            'title' => $landing->name,
            'back' => route('recipes'),
            'meta' => ['description' => "{$landing->name}: recetas para probar esta semana.", 'image' => $landing->image],
        ]);
    }

    public function registration()
    {
        return view('pages.detail', ['title' => 'Completá tu registro', 'back' => route('home')]);
    }
}
