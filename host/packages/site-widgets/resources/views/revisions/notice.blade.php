{{-- <x-site-widgets-revision-notice />: a refused save (409, SiteWidgets\Laravel\Revisions\StaleRevision): who saved meanwhile, and what became of this editor's changes. --}}
@if ($refusal !== null)
  <div class="alert alert-warning" role="alert">
    <p class="mb-0">{{ $refusal->message }}</p>
    @if ($refusal->kept !== '')
      <p class="mb-0 mt-1">Tus cambios en {{ $refusal->kept }} siguen en el formulario: guardá para conservarlos.</p>
    @endif
    @if ($refusal->conflicting !== '')
      <p class="mb-0 mt-1">Los dos cambiaron {{ $refusal->conflicting }}: elegí abajo qué versión queda.</p>
    @endif
  </div>
@endif
