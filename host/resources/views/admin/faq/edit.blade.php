@extends('layouts.admin')

@section('title', 'Editar las preguntas frecuentes')

@section('content')
  {{-- FAQ: both sections in one flat list, as faq-list reads it --}}
  <x-admin.editor-form heading="Editar las preguntas frecuentes" :model="$page" noun="las preguntas frecuentes"
      :action="route('admin.faq.update')" :revisions="route('admin.faq.revisions.index')">
    <input type="hidden" name="custom_content" value="{{ old('custom_content', json_encode($page->custom_content ?? [])) }}">
    <div data-widget-name="faq-editor"><div class="sw-reserve sw-reserve--editor"><p>Cargando preguntas…</p></div></div>
  </x-admin.editor-form>
@endsection
