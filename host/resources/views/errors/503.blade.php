{{-- No layout: the layout asks the session and the database, which may be what is away. Also `php artisan down`'s page. --}}
<!DOCTYPE html>
<html lang="es-AR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>No disponible · {{ config('app.name') }}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="{{ asset('css/bootstrap.min.css') }}">
</head>
<body>
  <main class="container py-4">
    <h1>El sitio no está disponible en este momento</h1>
    <p>Probá de nuevo en unos minutos. Si estabas editando, lo que escribiste sigue guardado en este navegador: volvé atrás y guardá otra vez.</p>
    <p><a href="{{ url('/') }}">Volver al inicio</a></p>
  </main>
</body>
</html>
