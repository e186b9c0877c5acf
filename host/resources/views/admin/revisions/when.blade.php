{{-- When $revision was saved, as es-AR writes it: 3/12/2026 10:42, in the application's time zone. --}}
@if ($revision->created_at)
  <time datetime="{{ $revision->created_at->toIso8601String() }}">{{ $revision->created_at->format('j/n/Y H:i') }}</time>
@endif
