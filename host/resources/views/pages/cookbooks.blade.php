@extends('layouts.app')

@section('title', 'Recetarios')

@section('meta')
  <x-site-widgets-meta title="Recetarios" description="Recetarios para descargar: panadería, tortas, confitería, postres y más." :image="$picture" :url="route('cookbooks.index')" />
@endsection

@section('content')
  <h1>Recetarios</h1>
  <section aria-labelledby="cookbooks-title">
    <h2 id="cookbooks-title" class="h4">Todos los recetarios</h2>
    <script type="application/json" id="cookbooks-data">@json($cookbooks)</script>
    <div data-widget-name="cookbook-grid" data-cookbooks="#cookbooks-data"></div>
  </section>
@endsection
