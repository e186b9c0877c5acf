{{-- Laravel answers 419 when the CSRF token does not match: most often, the session expired. --}}
@extends('layouts.app')

@section('title', 'La sesión expiró')

@section('content')
  <h1>La sesión expiró</h1>
  <p>Pasó mucho tiempo desde que abriste la página y no pudimos guardar los cambios.</p>
  <p><a href="{{ url()->previous() }}">Volvé a abrir la página</a> e intentá de nuevo.</p>
@endsection
