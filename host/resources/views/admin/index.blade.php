@extends('layouts.admin')

@section('title', 'Administración')

@section('content')
  <h1>Administración</h1>
  <ul>
    <li><a href="{{ route('admin.posts.edit', 1) }}">Editar la receta «Pan dulce de la casa»</a></li>
    <li><a href="{{ route('admin.products.edit', 1) }}">Editar los atributos de un producto</a></li>
    <li><a href="{{ route('admin.home.edit') }}">Editar el banner principal</a></li>
    <li><a href="{{ route('admin.faq.edit') }}">Editar las preguntas frecuentes</a></li>
    @php($pending = \SiteWidgets\Laravel\Proposals\Proposal::query()->pending()->count())
    <li><a href="{{ route('admin.proposals.index') }}">Propuestas de los puntos de venta ({{ $pending === 1 ? '1 pendiente' : "$pending pendientes" }})</a></li>
    <li><a href="{{ route('admin.demand') }}">Lo que buscan los visitantes</a></li>
  </ul>
@endsection
