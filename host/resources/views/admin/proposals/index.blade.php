@extends('layouts.admin')

@section('title', 'Propuestas de los puntos de venta')

@section('content')
  <h1>Propuestas de los puntos de venta</h1>
  <p><a href="{{ route('admin.index') }}">Volver a la administración</a></p>
  @if ($proposals->isEmpty())
    <p>No hay propuestas esperando revisión.</p>
  @else
    <p>{{ $proposals->count() === 1 ? 'Una propuesta espera' : $proposals->count().' propuestas esperan' }} tu revisión, la más nueva primero. Nada de esto está publicado.</p>
    <ul class="proposal-list list-unstyled">
      @foreach ($proposals as $proposal)
        <li class="border-bottom py-2">
          <a href="{{ route('admin.proposals.show', $proposal) }}">{{ $proposal->item?->name ?? 'Ficha borrada' }}</a>
          <br><span class="text-muted">de {{ $proposal->user?->name ?? 'un usuario borrado' }}, {{ $proposal->created_at?->format('j/n/Y H:i') }}</span>
        </li>
      @endforeach
    </ul>
  @endif
@endsection
