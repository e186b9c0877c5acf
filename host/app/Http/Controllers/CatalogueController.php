<?php

namespace App\Http\Controllers;

use App\Http\Resources\CookbookResource;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use App\Queries\Catalogue;
use App\Support\ListingAddress;
use Illuminate\Http\Request;

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

        return view('pages.products', ['address' => $address, 'catalogue' => $page]);
    }

    public function product(Product $product)
    {
        return view('pages.detail', ['title' => $product->name, 'back' => route('products.index')]);
    }

    public function cookbooks(Catalogue $catalogue)
    {
        return view('pages.cookbooks', ['cookbooks' => CookbookResource::collection($catalogue->cookbooks())]);
    }

    public function cookbook(Cookbook $cookbook)
    {
        return view('pages.detail', ['title' => $cookbook->name, 'back' => route('cookbooks.index')]);
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
        ]);
    }

    public function distributor(Distributor $distributor)
    {
        return view('pages.detail', ['title' => $distributor->name, 'back' => route('distributors.index')]);
    }
}
