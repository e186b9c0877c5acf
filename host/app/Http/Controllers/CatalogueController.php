<?php

namespace App\Http\Controllers;

use App\Http\Resources\CookbookResource;
use App\Http\Resources\PostsPageResource;
use App\Http\Resources\ProductsPageResource;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use App\Queries\Catalogue;
use App\Queries\PostListing;
use App\Support\Directory;
use App\Support\ListingAddress;
use DateTimeImmutable;
use DateTimeZone;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Distributor\HoursStatus;
use SiteWidgets\Laravel\Distributor\OpeningHours;
use SiteWidgets\Laravel\Distributor\SpanishHours;
use SiteWidgets\Laravel\Distributor\StoreJsonLd;
use SiteWidgets\Laravel\Generated\Contracts;
use SiteWidgets\Laravel\Listing\ListingParameters;
use SiteWidgets\Laravel\Recipe\Stored;

class CatalogueController extends Controller
{
    /**
     * The catalogue: the page its address names (`?categoria=…&pagina=…`, as the grid writes it),
     * printed for the grid (`data-first-page`, the answer of `GET /api/products[/{tagId}]`: its
     * first pictures no longer wait for that request), and as plain links inside its placeholder,
     * for crawlers and visitors without JavaScript (docs/hosting.md, "Listings in the address").
     * A page past the last one is the last one, as the grid shows it.
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
            'firstPage' => new ProductsPageResource($page),
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
     * The directory: the page of distributors its address names (`?provincia=…&buscar=…&pagina=…`,
     * as the widget writes it: `Generated\Contracts::ADDRESS_PARAMETERS`), as plain links inside the
     * placeholder, for crawlers and visitors without JavaScript: the names the widget lists on
     * that page, in its order (`App\Support\Directory`), its page size. An address past the last
     * page shows the last, as the widget does; 'Cerca mío' (`cerca`) needs the visitor's
     * position, which only the widget asks for: without it, names in order.
     */
    public function distributors(Request $request, Catalogue $catalogue)
    {
        $address = ListingParameters::of('distributor-list');
        $perPage = Contracts::PER_PAGE['distributor-list'];
        $directory = new Directory($catalogue->distributors());
        $province = $address->read($request->query(), 'province', null);
        $search = $address->read($request->query(), 'query', '');
        $openOnly = $address->read($request->query(), 'open', false);
        // Each row's hours now, as the widget's rows say them (Distributor\HoursStatus: the same
        // corpus as the bundle's), and 'Abierto ahora' (`?abierto=1`) keeping the open ones.
        $now = now();
        $matching = $directory->shown($province, $search);
        $statuses = [];
        foreach ($matching as $distributor) {
            $statuses[$distributor->id] = HoursStatus::at(OpeningHours::of($distributor->hours), $now);
        }
        $shown = $openOnly ? $matching->filter(fn (Distributor $distributor) => $statuses[$distributor->id]->isOpen())->values() : $matching;
        $pages = max((int) ceil($shown->count() / $perPage), 1);
        $page = min($address->read($request->query(), 'page', 1), $pages);

        return view('pages.distributors', [
            'address' => $address,
            'provinces' => $directory->provinceNames(),
            'distributors' => $shown->forPage($page, $perPage),
            'statuses' => $statuses,
            'openOnly' => $openOnly,
            // 'Abierto ahora' kept none of the province's (or the search's) distributors.
            'noneOpen' => $openOnly && $shown->isEmpty() && $matching->isNotEmpty(),
            'provinceName' => $directory->provinceName($province),
            'page' => $page,
            'pages' => $pages,
            'canonical' => url('/distribuidores').(($query = http_build_query(array_filter($address->query(['province' => $province, 'page' => $page]), fn ($value) => $value !== null))) === '' ? '' : "?$query"),
        ]);
    }

    /**
     * A distributor: where it is, its phone and its opening hours in Spanish (the host package's
     * Distributor\SpanishHours: "Horario no informado" when not known), with its schema.org
     * `Store` as JSON-LD (Distributor\StoreJsonLd). Exceptions and a closure count from today,
     * in the site's time zone (`app.timezone`).
     */
    public function distributor(Distributor $distributor)
    {
        $place = implode(', ', array_filter([$distributor->locality, $distributor->province], fn ($part) => is_string($part) && trim($part) !== ''));
        $hours = OpeningHours::of($distributor->hours);
        $today = new DateTimeImmutable('today', new DateTimeZone((string) config('app.timezone')));
        $url = route('distributors.show', $distributor);

        return view('pages.distributor', [
            'distributor' => $distributor,
            'place' => $place,
            'hours' => $hours === null ? null : [
                // Now, as the directory's row says it; the page is printed for this minute.
                'now' => HoursStatus::at($hours, now())->text(),
                'closure' => SpanishHours::closure($hours, $today),
                'weekly' => SpanishHours::weekly($hours),
                'holidays' => SpanishHours::holidays($hours),
                'exceptions' => SpanishHours::exceptions($hours, $today),
            ],
            'jsonLd' => StoreJsonLd::script(StoreJsonLd::of([
                'name' => $distributor->name,
                'url' => $url,
                'street' => $distributor->address,
                'locality' => $distributor->locality,
                'region' => $distributor->province,
                'telephone' => $distributor->phone,
                'lat' => $distributor->lat,
                'lng' => $distributor->lng,
            ], $hours, $today)),
            'meta' => [
                'description' => $place === '' ? "{$distributor->name}: dónde comprar nuestros productos." : "{$distributor->name}, en {$place}: dónde comprar nuestros productos.",
            ],
        ]);
    }
}
