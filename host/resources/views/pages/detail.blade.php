@extends('layouts.app')

@section('title', $title)

@section('meta')
  <x-site-widgets-meta :title="$title" :description="$meta['description'] ?? null" :image="$meta['image'] ?? null" />
@endsection

@section('content')
  <h1>{{ $title }}</h1>
  <p><a href="{{ $back }}">Volver</a></p>
@endsection
