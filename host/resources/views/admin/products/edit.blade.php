@extends('layouts.admin')

@section('title', 'Editar producto')

@section('content')
  <h1>Editar {{ $product->name }}</h1>
  @include('admin.errors')

  {{-- Product: attributes --}}
  <form method="post" action="{{ route('admin.products.update', $product) }}">
    @csrf
    @method('PUT')
    <input type="hidden" name="attributes" value="{{ old('attributes', json_encode($product->attributes)) }}">
    <div data-widget-name="product-attributes-editor" data-upload-path="productos"><div class="sw-reserve sw-reserve--editor"><p>Cargando atributos…</p></div></div>
    <button type="submit" class="btn btn-primary">Guardar</button>
  </form>
@endsection
