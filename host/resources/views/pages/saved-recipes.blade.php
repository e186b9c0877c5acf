@extends('layouts.app')

@section('title', 'Mis recetas')

@section('content')
  <h1>Mis recetas</h1>
  <p>Las recetas que guardaste en este dispositivo: se abren aunque no tengas conexión.</p>
  {{-- The list is the browser's own (the `saved-recipes` widget): the server has nothing to print. --}}
  <div data-widget-name="saved-recipes">
    <div class="sw-reserve sw-reserve--saved-recipes"></div>
  </div>
  <noscript><p>Para ver tus recetas guardadas, activá JavaScript.</p></noscript>
@endsection
