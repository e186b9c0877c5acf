@extends('layouts.app')

{{-- A login-required post, to a visitor: what the cards show everyone, and the way in (PostController::show). --}}
@section('title', $post->name)

@section('meta')
  <x-site-widgets-meta :post="$post" :url="route('posts.show', $post)" />
@endsection

@section('content')
  <article>
    <h1>{{ $post->name }}</h1>
    @if ($post->image)
      <img src="{{ $post->image }}" alt="" width="640" height="480" fetchpriority="high" class="img-fluid rounded mb-4 sw-recipe-hero">
    @endif
    <div class="alert alert-info">
      <p class="mb-2">Este contenido es exclusivo para usuarios registrados.</p>
      <a class="btn btn-primary" href="{{ route('login') }}">Iniciá sesión para verlo</a>
    </div>
  </article>
@endsection
