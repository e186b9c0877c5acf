<?php

namespace App\Http\Controllers;

use App\Http\Resources\CookbookResource;
use App\Models\Cookbook;
use App\Models\Distributor;
use App\Models\Product;
use App\Queries\Catalogue;

class CatalogueController extends Controller
{
    public function products()
    {
        return view('pages.products');
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

    public function distributors()
    {
        return view('pages.distributors');
    }

    public function distributor(Distributor $distributor)
    {
        return view('pages.detail', ['title' => $distributor->name, 'back' => route('distributors.index')]);
    }
}
