<?php

namespace App\Queries;

use App\Models\Category;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * The catalogue as its widgets show it: products by category (`GET /api/products[/{tagId}]`),
 * the distributors (`GET /api/distributors`) and the cookbooks the pages print. The JSON is
 * written by `App\Http\Resources\ProductsPageResource`, `DistributorResource` and `CookbookResource`.
 */
class Catalogue
{
    /** The 'Todo' tab: every product. */
    public const ALL = 0;

    public const PER_PAGE = 12;

    /** The categories (the grid's tabs) and a page of a category's products, or of every product; `$page` null reads `?page=`, as the endpoint does. */
    public function productsPage(int $categoryId = self::ALL, ?int $page = null): ProductsPage
    {
        return new ProductsPage(Category::orderBy('id')->get(['id', 'name']), $this->products($categoryId, $page));
    }

    public function products(int $categoryId = self::ALL, ?int $page = null): LengthAwarePaginator
    {
        return Product::with('category:id,name')
            ->when($categoryId !== self::ALL, fn ($query) => $query->where('category_id', $categoryId))
            ->orderBy('id')
            ->paginate(self::PER_PAGE, ['id', 'name', 'image', 'category_id'], 'page', $page)
            // The endpoint's own address, also when /productos prints the answer.
            ->withPath(url('/api/products'.($categoryId === self::ALL ? '' : '/'.$categoryId)));
    }

    /** Every distributor: the widget filters by province and sorts by distance itself. */
    public function distributors(): Collection
    {
        return Distributor::orderBy('id')->get(['id', 'name', 'province', 'locality', 'address', 'phone', 'whatsapp', 'lat', 'lng', 'hours', 'products']);
    }

    /** The cookbooks, in order; the first `$limit` of them when given. */
    public function cookbooks(?int $limit = null): Collection
    {
        return Cookbook::orderBy('id')->when($limit !== null, fn ($query) => $query->limit($limit))->get(['id', 'name', 'image']);
    }
}
