@extends('layouts.admin')

@section('title', 'Editar las preguntas frecuentes')

@section('content')
  <h1>Editar las preguntas frecuentes</h1>
  @include('admin.errors')
  @include('admin.revisions.stale')
  <p><a href="{{ route('admin.faq.revisions.index') }}">Versiones anteriores</a></p>

  {{-- FAQ: both sections in one flat list, as faq-list reads it --}}
  <form method="post" action="{{ route('admin.faq.update') }}">
    @csrf
    @method('PUT')
    <x-site-widgets-revision :model="$page" />
    <x-site-widgets-presence :model="$page" noun="las preguntas frecuentes" />
    <input type="hidden" name="custom_content" value="{{ old('custom_content', json_encode($faqs)) }}">
    <div data-widget-name="faq-editor"><div class="sw-reserve sw-reserve--editor"><p>Cargando preguntas…</p></div></div>
    <button type="submit" class="btn btn-primary">Guardar</button>
  </form>
@endsection
