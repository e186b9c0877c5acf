@extends('layouts.admin')

@section('title', 'Editar producto')

@section('content')
  {{-- Product: attributes --}}
  <x-admin.editor-form :heading="'Editar '.$product->name" :model="$product" noun="este producto"
      :action="route('admin.products.update', $product)" :revisions="route('admin.products.revisions.index', $product)">
    <input type="hidden" name="attributes" value="{{ old('attributes', json_encode($product->attributes)) }}">
    <div data-widget-name="product-attributes-editor" data-upload-path="productos"><div class="sw-reserve sw-reserve--editor"><p>Cargando atributos…</p></div></div>
  </x-admin.editor-form>
@endsection
