@extends('layouts.admin')

@section('title', 'Propuesta para '.($proposal->item?->name ?? 'una ficha'))

{{-- One proposal compared in words with what is published (Proposals::changes), 'Aprobar' and 'Rechazar' with a note. --}}
@section('content')
  <h1>Propuesta para {{ $proposal->item?->name }}</h1>
  <p><a href="{{ route('admin.proposals.index') }}">Volver a las propuestas</a></p>
  <p>De {{ $proposal->user?->name ?? 'un usuario borrado' }}, el {{ $proposal->created_at?->format('j/n/Y H:i') }}.
    <a href="{{ route('distributors.show', $proposal->item_id) }}">Ver la ficha publicada</a>.</p>

  @error('proposal')
    <div class="alert alert-danger" role="alert">{{ $message }}</div>
  @enderror

  @if (! $proposal->isPending())
    <p class="alert alert-secondary">Esta propuesta ya fue revisada ({{ ['approved' => 'aprobada', 'rejected' => 'rechazada', 'replaced' => 'reemplazada por una más nueva'][$proposal->status] ?? $proposal->status }}).</p>
  @endif

  <h2 class="h4">Qué cambia</h2>
  @if ($changes === [])
    <p>Nada: lo publicado ya es lo que propone.</p>
  @else
    <dl class="proposal-changes">
      @foreach ($changes as $change)
        <div class="mb-3" data-field="{{ $change['field'] }}">
          <dt>{{ $change['label'] }}</dt>
          <dd class="mb-0">Ahora: «{{ $change['before'] }}»</dd>
          <dd>Propone: «{{ $change['after'] }}»</dd>
        </div>
      @endforeach
    </dl>
  @endif

  @if ($proposal->isPending())
    <div class="proposal-actions">
      <form method="post" action="{{ route('admin.proposals.approve', $proposal) }}" class="mb-4">
        @csrf
        <button type="submit" class="btn btn-success w-100">Aprobar y publicar</button>
      </form>
      <form method="post" action="{{ route('admin.proposals.reject', $proposal) }}" novalidate>
        @csrf
        <label class="form-label" for="note">Nota para el punto de venta</label>
        <textarea class="form-control @error('note') is-invalid @enderror" id="note" name="note" rows="3" maxlength="500" aria-required="true"
          @error('note') aria-invalid="true" aria-describedby="note-error" @enderror>{{ old('note') }}</textarea>
        @error('note')
          <div id="note-error" class="invalid-feedback d-block">{{ $message }}</div>
        @enderror
        <button type="submit" class="btn btn-outline-danger w-100 mt-2">Rechazar</button>
      </form>
    </div>
  @endif
@endsection
