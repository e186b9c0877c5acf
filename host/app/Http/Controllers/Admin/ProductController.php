<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Product;
use Illuminate\Http\Request;

class ProductController extends Controller
{
    public function edit(Product $product)
    {
        return view('admin.products.edit', ['product' => $product]);
    }

    public function update(Request $request, Product $product)
    {
        $data = $request->validate(['attributes' => 'required|json']);

        $product->update(['attributes' => json_decode($data['attributes'], true)]);

        return redirect()->route('admin.products.edit', $product)->with('status', 'Producto guardado.');
    }
}
