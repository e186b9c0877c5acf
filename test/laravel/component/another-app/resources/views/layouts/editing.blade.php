{{-- The pages editors see: the notes' forms and the package's revision pages (config/site-widgets.php, `revisions.layout`). --}}
<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <title>@yield('title') · {{ config('app.name') }}</title>
</head>
<body>
  @if (session('status'))
    <p class="status" role="status">{{ session('status') }}</p>
  @endif
  <main>
    @yield('content')
  </main>
</body>
</html>
