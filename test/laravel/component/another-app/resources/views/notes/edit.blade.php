@extends('layouts.editing')

@section('title', 'Editar '.$note->title)

@section('content')
  <h1>Editar la nota</h1>
  <x-site-widgets-revision-notice />
  <p><a href="{{ route('notes.revisions.index', $note) }}">Versiones anteriores</a></p>

  <form method="post" action="{{ route('notes.update', $note) }}">
    @csrf
    @method('PUT')
    <x-site-widgets-revision :model="$note" />

    <label>Título <input name="title" value="{{ old('title', $note->title) }}"></label>
    @error('title') <p class="error">{{ $message }}</p> @enderror
    <x-site-widgets-revision-conflict group="title" />

    <label>Texto <textarea name="body">{{ old('body', $note->body) }}</textarea></label>
    <x-site-widgets-revision-conflict group="body" />

    <button type="submit">Guardar</button>
  </form>
@endsection
