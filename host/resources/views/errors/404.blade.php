@extends('layouts.app')

@section('title', 'Página no encontrada')

@section('content')
  <h1>No encontramos esta página</h1>
  <p>Puede que la dirección esté mal escrita o que la página ya no exista.</p>
  <p><a class="btn btn-primary btn-lg" href="{{ route('home') }}">Volver al inicio</a></p>
@endsection
