{{-- Who saved $revision: its user's name; the seed and the console save as nobody. --}}
@if ($revision->user_id === null)
  la carga inicial
@else
  {{ $revision->user?->name ?? 'un usuario que ya no existe' }}
@endif
