{{-- No layout: the layout asks the session and the database, which may be what failed. --}}
<!DOCTYPE html>
<html lang="es-AR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Error · {{ config('app.name') }}</title>
  <link rel="stylesheet" href="{{ asset('css/bootstrap-subset.min.css') }}">
</head>
<body>
  <main class="container py-4">
    <h1>Algo salió mal</h1>
    <p>No pudimos mostrar esta página. Probá de nuevo en unos minutos.</p>
    <p><a class="btn btn-primary btn-lg" href="{{ url('/') }}">Volver al inicio</a></p>
  </main>
</body>
</html>
