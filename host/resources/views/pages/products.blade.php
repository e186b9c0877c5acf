@extends('layouts.app')

@section('title', 'Productos')

@section('meta')
  <x-site-widgets-meta title="Productos" description="Nuestro catálogo: harinas, levaduras, rellenos, coberturas y decoración para panadería y pastelería." :image="$picture" :url="$canonical" />
@endsection

@section('content')
  <h1>Productos</h1>
  <section aria-labelledby="products-title">
    <h2 id="products-title" class="h4">Catálogo</h2>
    <div id="productos" data-widget-name="product-grid" data-columns="4">
      @include('partials.product-listing-fallback', ['label' => 'Categorías de productos'])
    </div>
  </section>
@endsection
