{{--
  An admin edit page's form (admin/*/edit.blade.php): the parts every one of them has, in the
  order the editors and the journeys expect. Above the form, the errors of a post that did not
  validate (it is redirected back here with them, and with every field as posted, which the
  fields print with `old()`: admin/errors.blade.php) and a refused save's alert (409, the
  package's `<x-site-widgets-revision-notice />`); in it, the version the form was loaded at (`_revision`, what
  a save is checked against) and who else has it open (`editing-presence`), then the page's own
  fields (the slot: each editor's hidden input and placeholder), then 'Guardar', with
  'Vista previa' when the page has a preview route.
--}}
@props(['heading', 'model', 'noun', 'action', 'revisions', 'preview' => null])
<h1>{{ $heading }}</h1>
@include('admin.errors')
<x-site-widgets-revision-notice />
<p><a href="{{ $revisions }}">Versiones anteriores</a></p>
@isset($editorData)

  {{ $editorData }}
@endisset

<form method="post" action="{{ $action }}">
  @csrf
  @method('PUT')
  <x-site-widgets-revision :model="$model" />
  <x-site-widgets-presence :model="$model" :noun="$noun" />
  {{ $slot }}
  @if ($preview === null)
    <button type="submit" class="btn btn-primary">Guardar</button>
  @else
    <div class="d-flex flex-wrap gap-2 mt-3">
      <button type="submit" class="btn btn-primary">Guardar</button>
      {{-- The public page from the values as they are, in a new tab, never stored (Admin\PreviewController). --}}
      <button type="submit" class="btn btn-outline-secondary lh-lg" formaction="{{ $preview }}" formtarget="_blank" formnovalidate>Vista previa<span class="visually-hidden"> (se abre en una pestaña nueva)</span></button>
    </div>
  @endif
</form>
