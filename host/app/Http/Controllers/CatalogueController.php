<?php

namespace App\Http\Controllers;

use App\Http\Resources\CookbookResource;
use App\Http\Resources\PostsPageResource;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use App\Queries\Catalogue;
use App\Queries\PostListing;
use App\Support\ListingAddress;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Recipe\Stored;

class CatalogueController extends Controller
{
    /**
     * The catalogue: the page its address names (`?categoria=…&pagina=…`, as the grid writes it)
     * as plain links inside the grid's placeholder, for crawlers and visitors without JavaScript
     * (docs/hosting.md, "Listings in the address").
     */
    public function products(Request $request, Catalogue $catalogue)
    {
        $address = ListingAddress::fromRequest($request, tabParam: 'categoria');
        $page = $catalogue->productsPage($address->tagId, $address->page);
        if ($page->products->currentPage() > $page->products->lastPage()) {
            $page = $catalogue->productsPage($address->tagId, $page->products->lastPage());
        }

        return view('pages.products', [
            'address' => $address,
            'catalogue' => $page,
            'canonical' => $address->canonical('/productos', $page->products->currentPage()),
            'picture' => $page->products->first()?->image,
        ]);
    }

    /**
     * A product, and "Recetas con este producto": the recipes whose ingredients link to it, the
     * first page printed for the carousel (`data-product`), nothing at all when there are none.
     */
    public function product(Product $product, PostListing $listing)
    {
        $category = $product->category?->name;
        $recipes = $listing->page('recetas', page: 1, productId: $product->id);

        return view('pages.detail', ['title' => $product->name, 'back' => route('products.index'), 'product' => $product, 'recipes' => $recipes->posts->isEmpty() ? null : new PostsPageResource($recipes), 'meta' => [
            // The product's own text (the product form's `content`), else what it is.
            'description' => Stored::shown(data_get($product->getAttribute('attributes'), 'content')) ?? ($category === null ? "{$product->name}." : "{$product->name}, de nuestra línea de {$category}."),
            'image' => $product->image,
        ]]);
    }

    public function cookbooks(Catalogue $catalogue)
    {
        $cookbooks = $catalogue->cookbooks();

        return view('pages.cookbooks', ['cookbooks' => CookbookResource::collection($cookbooks), 'picture' => $cookbooks->first()?->image]);
    }

    public function cookbook(Cookbook $cookbook)
    {
        return view('pages.detail', ['title' => $cookbook->name, 'back' => route('cookbooks.index'), 'meta' => [
            'description' => "Recetario «{$cookbook->name}»: recetas para descargar y cocinar.",
            'image' => $cookbook->image,
        ]]);
    }

    /**
     * The directory: the distributors of the province its address names (`?provincia=…&pagina=…`,
     * as the widget writes it), 20 a page, as plain links inside the placeholder, for crawlers and
     * visitors without JavaScript. Provinces match as the widget matches them: trimmed, spaces
     * collapsed, case aside.
     */
    public function distributors(Request $request, Catalogue $catalogue)
    {
        $key = fn (?string $name) => mb_strtolower(preg_replace('/\s+/u', ' ', trim((string) $name)));
        $all = $catalogue->distributors()->sortBy(fn ($distributor) => $key($distributor->name))->values();
        $province = is_string($request->query('provincia')) && trim($request->query('provincia')) !== '' ? $request->query('provincia') : null;
        $shown = $province === null ? $all : $all->filter(fn ($distributor) => $key($distributor->province) === $key($province))->values();
        $pages = max((int) ceil($shown->count() / 20), 1);
        $page = min(max((int) $request->query('pagina', 1), 1), $pages);
        $provinces = $all->pluck('province')->map(fn ($name) => preg_replace('/\s+/u', ' ', trim($name)))->unique(fn ($name) => $key($name))->sortBy(fn ($name) => $key($name))->values();

        return view('pages.distributors', [
            'province' => $province,
            'provinces' => $provinces,
            'distributors' => $shown->forPage($page, 20),
            'page' => $page,
            'pages' => $pages,
            'canonical' => url('/distribuidores').(($query = http_build_query(array_filter(['provincia' => $province, 'pagina' => $page > 1 ? $page : null]))) === '' ? '' : "?$query"),
        ]);
    }

    public function distributor(Distributor $distributor)
    {
        $place = implode(', ', array_filter([$distributor->locality, $distributor->province], fn ($part) => is_string($part) && trim($part) !== ''));

        return view('pages.detail', ['title' => $distributor->name, 'back' => route('distributors.index'), 'meta' => [
            'description' => $place === '' ? "{$distributor->name}: dónde comprar nuestros productos." : "{$distributor->name}, en {$place}: dónde comprar nuestros productos.",
        ]]);
    }
}
