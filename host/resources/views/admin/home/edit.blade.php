@extends('layouts.admin')

@section('title', 'Editar la portada')

@section('content')
  {{-- Home: main banner --}}
  <x-admin.editor-form heading="Editar la portada" :model="$home" noun="la portada"
      :action="route('admin.home.update')" :revisions="route('admin.home.revisions.index')" :preview="route('admin.home.preview')">
    <input type="hidden" name="banner_data" value="{{ old('banner_data', json_encode($home->banner_data)) }}">
    <div data-widget-name="banner-editor"><div class="sw-reserve sw-reserve--editor"><p>Cargando banner…</p></div></div>
  </x-admin.editor-form>
@endsection
