@extends('layouts.app')

@section('title', 'Productos')

@section('meta')
  <x-site-widgets-meta title="Productos" description="Nuestro catálogo: harinas, levaduras, rellenos, coberturas y decoración para panadería y pastelería." :image="$picture" :url="$canonical" />
@endsection

@push('head')
  {{-- The grid is the page's first content: its first card's picture downloads with the page, not after the grid's code. --}}
  @if ($picture)
    <link rel="preload" as="image" href="{{ $picture }}" fetchpriority="high">
  @endif
@endpush

@section('content')
  <h1>Productos</h1>
  <section aria-labelledby="products-title">
    <h2 id="products-title" class="h4">Catálogo</h2>
    {{-- The page the address names (?categoria=…&pagina=…) comes with the page, and as plain links until the grid mounts. --}}
    <x-site-widget name="product-grid" id="productos" :columns="4" :first-page="$firstPage">
      @include('partials.product-listing-fallback', ['label' => 'Categorías de productos'])
    </x-site-widget>
  </section>
@endsection
