@extends('layouts.admin')

@section('title', 'Editar la portada')

@section('content')
  <h1>Editar la portada</h1>
  @include('admin.errors')

  {{-- Home: main banner --}}
  <form method="post" action="{{ route('admin.home.update') }}">
    @csrf
    @method('PUT')
    <input type="hidden" name="banner_data" value="{{ old('banner_data', json_encode($home->banner_data)) }}">
    <div data-widget-name="banner-editor"><div class="sw-reserve sw-reserve--editor"><p>Cargando banner…</p></div></div>
    <button type="submit" class="btn btn-primary">Guardar</button>
  </form>
@endsection
