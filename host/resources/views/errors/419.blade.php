{{-- Laravel answers 419 when the CSRF token does not match: most often, the session expired. --}}
@extends('layouts.app')

@section('title', 'La sesión expiró')

@section('content')
  @php
    // Back to the page the post came from, if it is one of this site's: the previous URL is
    // the Referer, which may name any site (the login page checks it the same way).
    $previous = url()->previous();
    $back = \Illuminate\Support\Str::startsWith($previous, request()->root().'/') ? $previous : route('home');
  @endphp
  <h1>La sesión expiró</h1>
  <p>Pasó mucho tiempo desde que abriste la página y no pudimos guardar los cambios.</p>
  <p><a href="{{ $back }}">Volvé a abrir la página</a> e intentá de nuevo.</p>
@endsection
