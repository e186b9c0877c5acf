@extends('layouts.app')

@section('title', $title)

@section('meta')
  <x-site-widgets-meta :title="$title" :description="$meta['description'] ?? null" :image="$meta['image'] ?? null" />
@endsection

@section('content')
  <h1>{{ $title }}</h1>
  <p><a href="{{ $back }}">Volver</a></p>
  {{--
    A product's recipes (CatalogueController::product): the ones whose ingredients link to it,
    so the links between a recipe and its products run both ways. No section at all when no
    recipe uses it. The first page is printed for the carousel, and as plain links inside the
    reserved space for crawlers and visitors without JavaScript.
  --}}
  @isset($product)
    {{-- "Dónde comprar": the distributors that usually have this product (docs/laravel-host.md, "Where to buy"). --}}
    <x-site-widget name="where-to-buy" :products="[['id' => $product->id, 'name' => $product->name]]" :site-name="config('app.name')" data-widget-load="visible" data-widget-load-margin="200px">
      <p class="mt-4"><a href="/distribuidores">Dónde comprar: ver los distribuidores</a></p>
    </x-site-widget>
  @endisset
  @isset($recipes)
    <section aria-labelledby="product-recipes-title" class="mt-4">
      <h2 id="product-recipes-title" class="h4">Recetas con este producto</h2>
      <x-site-widget name="post-carousel" section="recetas" :product="$product->id" label="Recetas con este producto" :first-page="$recipes">
        <div class="sw-reserve sw-reserve--post-carousel">
          <ul class="sw-fallback__cards">
            @foreach ($recipes->resource->posts as $post)
              <li><a href="{{ route('posts.show', $post) }}">{{ $post->name }}</a></li>
            @endforeach
          </ul>
        </div>
      </x-site-widget>
    </section>
  @endisset
@endsection
