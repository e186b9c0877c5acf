@extends('layouts.admin')

@section('title', 'Administración')

@section('content')
  <h1>Administración</h1>
  <ul>
    <li><a href="{{ route('admin.posts.edit', 1) }}">Editar la receta «Pan dulce de la casa»</a></li>
    <li><a href="{{ route('admin.products.edit', 1) }}">Editar los atributos de un producto</a></li>
    <li><a href="{{ route('admin.home.edit') }}">Editar el banner principal</a></li>
    <li><a href="{{ route('admin.faq.edit') }}">Editar las preguntas frecuentes</a></li>
  </ul>
@endsection
