@extends('layouts.app')

@section('title', 'Distribuidores')

@section('meta')
  <x-site-widgets-meta title="Distribuidores" description="Dónde comprar nuestros productos: los distribuidores de cada provincia, con su dirección y teléfono." :url="$canonical" />
@endsection

@section('content')
  <h1>Dónde comprar</h1>
  <div id="distribuidores" data-widget-name="distributor-list">
    @include('partials.distributor-list-fallback')
  </div>
@endsection
