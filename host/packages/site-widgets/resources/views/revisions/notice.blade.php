{{-- A refused save (409, ContentFormRequest): who saved meanwhile, and what became of this editor's changes. --}}
@isset($revisionStale)
  <div class="alert alert-warning" role="alert">
    <p class="mb-0">{{ $revisionStale['message'] }}</p>
    @if ($revisionStale['kept'] !== '')
      <p class="mb-0 mt-1">Tus cambios en {{ $revisionStale['kept'] }} siguen en el formulario: guardá para conservarlos.</p>
    @endif
    @if ($revisionStale['conflicting'] !== '')
      <p class="mb-0 mt-1">Los dos cambiaron {{ $revisionStale['conflicting'] }}: elegí abajo qué versión queda.</p>
    @endif
  </div>
@endisset
