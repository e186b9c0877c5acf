@extends('layouts.app')

@section('title', 'Mi lista de compras')

@section('meta')
  {{-- The list lives in each visitor's browser: this page holds nothing of its own to index or preview. --}}
  <meta name="robots" content="noindex">
@endsection

@section('content')
  <h1>Mi lista de compras</h1>
  <p class="text-body-secondary">Los ingredientes de las recetas que agregaste, sumados. La lista se guarda en este dispositivo, sin cuenta.</p>
  {{-- The widget reads the list kept in this browser (docs/widgets/shopping-list.md); the reserve keeps the empty list's height. --}}
  <x-site-widget name="shopping-list" :recipes-url="route('recipes')">
    <div class="sw-reserve sw-reserve--shopping-list"></div>
    <noscript><p>Para ver tu lista de compras, activá JavaScript en tu navegador.</p></noscript>
  </x-site-widget>
@endsection
