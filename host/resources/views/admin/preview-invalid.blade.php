{{-- 'Vista previa' of a form whose values do not validate (Admin\PreviewController): in the preview's tab, answered 422. --}}
@extends('layouts.app')

@section('title', 'Vista previa')

@push('head')
  <meta name="robots" content="noindex">
@endpush

@section('content')
  <h1>No se puede mostrar la vista previa</h1>
  <div class="alert alert-danger" role="alert">
    <p class="mb-1">Hay que corregir esto en el formulario:</p>
    <ul class="mb-0">
      @foreach ($problems as $problem)
        <li>{{ $problem }}</li>
      @endforeach
    </ul>
  </div>
  <p>No se guardó nada. Cerrá esta pestaña para volver al formulario.</p>
@endsection
