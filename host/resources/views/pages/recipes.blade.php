@extends('layouts.app')

@section('title', 'Recetas')

@section('content')
  <h1>Recetas</h1>
  <section aria-labelledby="recipes-title">
    <h2 id="recipes-title" class="h4">Todas nuestras recetas</h2>
    <!-- The recipe grid of a section, with tag tabs and pagination. -->
    <div id="recetas-grid" data-widget-name="post-grid" data-section="recetas"
         data-label="Categorías de recetas"><p>Cargando recetas…</p></div>
  </section>
@endsection
