<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Requests\UpdateProductRequest;
use App\Models\Product;

class ProductController extends Controller
{
    public function edit(Product $product)
    {
        return view('admin.products.edit', ['product' => $product]);
    }

    public function update(UpdateProductRequest $request, Product $product)
    {
        $request->saveRevision($product, fn () => $product->update($request->values()));

        return redirect()->route('admin.products.edit', $product)->with('status', 'Producto guardado.');
    }
}
