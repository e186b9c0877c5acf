@extends('layouts.app')

@section('title', 'Distribuidores')

@section('content')
  <h1>Dónde comprar</h1>
  <div id="distribuidores" data-widget-name="distributor-list">
    @include('partials.distributor-list-fallback')
  </div>
@endsection
