@extends('layouts.admin')

@section('title', 'Editar la portada')

@section('content')
  <h1>Editar la portada</h1>
  @include('admin.errors')
  @include('admin.revisions.stale')
  <p><a href="{{ route('admin.home.revisions.index') }}">Versiones anteriores</a></p>

  {{-- Home: main banner --}}
  <form method="post" action="{{ route('admin.home.update') }}">
    @csrf
    @method('PUT')
    <x-site-widgets-revision :model="$home" />
    <x-site-widgets-presence :model="$home" noun="la portada" />
    <input type="hidden" name="banner_data" value="{{ old('banner_data', json_encode($home->banner_data)) }}">
    <div data-widget-name="banner-editor"><div class="sw-reserve sw-reserve--editor"><p>Cargando banner…</p></div></div>
    <div class="d-flex flex-wrap gap-2 mt-3">
      <button type="submit" class="btn btn-primary">Guardar</button>
      {{-- The public page from the values as they are, in a new tab, never stored (Admin\PreviewController). --}}
      <button type="submit" class="btn btn-outline-secondary lh-lg" formaction="{{ route('admin.home.preview') }}" formtarget="_blank" formnovalidate>Vista previa<span class="visually-hidden"> (se abre en una pestaña nueva)</span></button>
    </div>
  </form>
@endsection
