<!DOCTYPE html>
<html lang="es-AR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  {{-- With an analytics tag configured, Consent Mode's defaults come before any script, and the tag only after 'Aceptar' (docs/hosting.md, "Consent"). --}}
  @if (config('site-widgets.consent.measurement_id'))
    <x-site-widgets-consent />
  @endif
  {{-- A preview of unsaved values (Admin\PreviewController) says so, and is not indexed. --}}
  @isset($previewNotice)
    <meta name="robots" content="noindex">
  @endisset
  <title>{{ isset($previewNotice) ? 'Vista previa: ' : '' }}@yield('title') · {{ config('app.name') }}</title>
  {{-- The page's description, canonical address and link preview (`<x-site-widgets-meta>`), as each public page gives them. --}}
  @yield('meta')
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="{{ asset('css/bootstrap-subset.min.css') }}">
  @include('partials.site-widgets-globals')
  @section('widget-entries')
    @include('partials.bundle-entries', ['entries' => 'public'])
  @show
  {{-- Every file the page's widgets need, asked for at once (docs/hosting.md, "Preloading"). --}}
  <x-site-widgets-preload />
  <link rel="stylesheet" href="{{ asset('css/site.css') }}">
  @stack('head')
</head>
<body>
  <a class="visually-hidden-focusable" href="#contenido">Ir al contenido</a>
  @isset($previewNotice)
    <div class="alert alert-warning border-0 border-bottom border-warning rounded-0 mb-0" role="region" aria-label="Vista previa">
      <p class="container fw-semibold mb-0" role="status">{{ $previewNotice }}</p>
    </div>
  @endisset
  @include('partials.nav')
  <main id="contenido" class="container py-4">
    @if (session('status'))
      <div class="alert alert-success" role="status">{{ session('status') }}</div>
    @endif
    @yield('content')
  </main>
  {{-- The consent notice and the footer button that opens it again (docs/widgets/consent.md): only where there is an analytics tag to ask about. --}}
  @if (config('site-widgets.consent.measurement_id'))
    <footer class="border-top mt-4">
      <div class="container py-2">
        <button type="button" class="btn btn-link consent-link px-0" data-consent-open>Preferencias de cookies</button>
      </div>
    </footer>
    <x-site-widget name="consent-notice" :version="config('site-widgets.consent.version')" />
  @endif
</body>
</html>
