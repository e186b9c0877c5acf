@extends('layouts.app')

@section('title', 'Videos')

@section('meta')
  <x-site-widgets-meta title="Videos" description="Clases y técnicas en video: cómo se hace cada receta, paso a paso." :image="$picture" :url="$canonical" />
@endsection

@section('content')
  <h1>Videos</h1>
  <section aria-labelledby="videos-title">
    <h2 id="videos-title" class="h4">Todos los videos</h2>
    <x-site-widget name="post-grid" :section="$section" id="videos-grid" label="Categorías de videos" :first-page="$firstPage">
      @include('partials.post-listing-fallback', ['label' => 'Categorías de videos'])
    </x-site-widget>
  </section>
@endsection
