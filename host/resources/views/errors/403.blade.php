{{-- Laravel answers 403 when the `edit-content` gate (or another) refuses: a logged-in person without the role. --}}
@extends('layouts.app')

@section('title', 'Sin permiso')

@section('content')
  <h1>No tenés permiso para ver esta página</h1>
  <p>Esta sección es solo para quienes editan el contenido del sitio.</p>
  <p><a class="btn btn-primary btn-lg" href="{{ route('home') }}">Volver al inicio</a></p>
@endsection
