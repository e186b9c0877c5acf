@extends('layouts.app')

@section('title', 'Demasiados intentos')

@section('content')
  <h1>Demasiados intentos</h1>
  <p>Esperá un momento y probá de nuevo.</p>
@endsection
