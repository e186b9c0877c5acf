@extends('layouts.app')

@section('title', 'Inicio')

@section('meta')
  {{-- The banner's words, and the first featured video's picture. --}}
  <x-site-widgets-meta :title="$banner['title'] ?? config('app.name')" :description="$banner['subtitle']" :image="$firstImage" :url="route('home')" />
@endsection

@push('head')
  @if ($firstImage)
    <link rel="preload" as="image" href="{{ $firstImage }}" fetchpriority="high">
  @endif
@endpush

@section('content')
  <section class="mb-5 p-4 bg-light rounded" aria-labelledby="banner-title">
    <h1 id="banner-title">{{ $banner['title'] ?? 'Bienvenidos' }}</h1>
    @if ($banner['subtitle'] !== null)
      <p class="lead mb-0">{{ $banner['subtitle'] }}</p>
    @endif
  </section>

  <section class="mb-5" aria-labelledby="videos-title">
    <h2 id="videos-title" class="h4">Videos destacados</h2>
    <!-- A simple carousel of one page of posts, grouped by tag name; the first page comes with the page. -->
    <script type="application/json" id="videos-first-page">@json($firstPage)</script>
    <div data-widget-name="post-carousel" data-section="videos" data-label="Videos destacados" data-first-page="#videos-first-page">
      <div class="sw-reserve sw-reserve--post-carousel"></div>
    </div>
  </section>

  <section class="mb-5" aria-labelledby="cookbooks-title">
    <h2 id="cookbooks-title" class="h4">Recetarios</h2>
    {{-- Below the fold on a phone: its code and React's first render of it wait until it nears the screen. --}}
    <x-site-widget name="cookbook-grid" :cookbooks="$cookbooks" label="Recetarios destacados" class="cookbook-reserve" data-widget-load="visible" data-widget-load-margin="200px" />
  </section>

  <section class="mb-5" aria-labelledby="faq-title">
    <h2 id="faq-title" class="h4">Preguntas de consumidores</h2>
    <script type="application/json" id="faq-data">@json($faqs)</script>
    <div data-widget-name="faq-list" data-faqs="#faq-data" data-section="consumers" data-widget-load="visible" data-widget-load-margin="200px">
      <p>Cargando preguntas…</p>
    </div>
  </section>

  <section aria-labelledby="recipes-title">
    <h2 id="recipes-title" class="h4">Todas las recetas</h2>
    {{-- The page's last widget: its code starts 200 px before the visitor gets there. --}}
    <div data-widget-name="post-grid" data-section="recetas" data-widget-load="visible" data-widget-load-margin="200px"
         class="grid-reserve"><p>Cargando recetas…</p></div>
  </section>
@endsection
