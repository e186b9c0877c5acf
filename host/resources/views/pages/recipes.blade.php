@extends('layouts.app')

@section('title', 'Recetas')

@section('meta')
  <x-site-widgets-meta title="Recetas" description="Nuestras recetas paso a paso: panadería, pastelería y heladería, con los ingredientes y los tiempos de cada una." :image="$picture" :url="$canonical" />
@endsection

@section('content')
  <h1>Recetas</h1>
  <section aria-labelledby="recipes-title">
    <h2 id="recipes-title" class="h4">Todas nuestras recetas</h2>
    <!-- The recipe grid of a section, with tag tabs and pagination: the page its address names (?etiqueta=…&pagina=…) comes with the page, and as plain links until the grid mounts. -->
    <script type="application/json" id="recetas-first-page">@json($firstPage)</script>
    <div id="recetas-grid" data-widget-name="post-grid" data-section="recetas"
         data-label="Categorías de recetas" data-first-page="#recetas-first-page">
      @include('partials.post-listing-fallback', ['label' => 'Categorías de recetas'])
    </div>
  </section>
@endsection
