{{-- <x-site-widgets-revision-conflict group="…" />, under a plain field both editors changed ($group): the field shows the stored value; the next save keeps the one chosen here. --}}
@if ($conflict !== null)
  <fieldset class="revision-conflict border rounded px-3 py-2 mt-2 mb-3">
    <legend class="fs-6 mb-1">Tu versión: {{ $conflict['text'] === '' ? '(vacía)' : '«'.$conflict['text'].'»' }}</legend>
    @foreach ($conflict['values'] as $field => $value)
      <input type="hidden" name="_mine[{{ $field }}]" value="{{ $value }}">
    @endforeach
    {{-- Each choice a 44 px target, the label around its radio button. --}}
    <label class="revision-conflict__choice">
      <input class="form-check-input mt-0" type="radio" name="_keep[{{ $group }}]" value="saved" checked>
      La guardada
    </label>
    <label class="revision-conflict__choice">
      <input class="form-check-input mt-0" type="radio" name="_keep[{{ $group }}]" value="mine">
      La tuya
    </label>
  </fieldset>
@endif
