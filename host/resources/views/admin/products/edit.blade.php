@extends('layouts.admin')

@section('title', 'Editar producto')

@section('content')
  <h1>Editar {{ $product->name }}</h1>
  @include('admin.errors')
  @include('admin.revisions.stale')
  <p><a href="{{ route('admin.products.revisions.index', $product) }}">Versiones anteriores</a></p>

  {{-- Product: attributes --}}
  <form method="post" action="{{ route('admin.products.update', $product) }}">
    @csrf
    @method('PUT')
    <x-site-widgets-revision :model="$product" />
    <x-site-widgets-presence :model="$product" noun="este producto" />
    <input type="hidden" name="attributes" value="{{ old('attributes', json_encode($product->attributes)) }}">
    <div data-widget-name="product-attributes-editor" data-upload-path="productos"><div class="sw-reserve sw-reserve--editor"><p>Cargando atributos…</p></div></div>
    <button type="submit" class="btn btn-primary">Guardar</button>
  </form>
@endsection
