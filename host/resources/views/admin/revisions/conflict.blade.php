{{-- Under a plain field both editors changed ($group): the field shows the stored value; the next save keeps the one chosen here. --}}
@isset($revisionStale['conflicts'][$group])
  @php($conflict = $revisionStale['conflicts'][$group])
  <fieldset class="revision-conflict border rounded px-3 py-2 mt-2">
    <legend class="fs-6 mb-1">Tu versión: {{ $conflict['text'] === '' ? '(vacía)' : '«'.$conflict['text'].'»' }}</legend>
    @foreach ($conflict['values'] as $field => $value)
      <input type="hidden" name="_mine[{{ $field }}]" value="{{ $value }}">
    @endforeach
    <div class="form-check form-check-inline">
      <input class="form-check-input" type="radio" name="_keep[{{ $group }}]" id="keep-{{ $group }}-saved" value="saved" checked>
      <label class="form-check-label" for="keep-{{ $group }}-saved">La guardada</label>
    </div>
    <div class="form-check form-check-inline">
      <input class="form-check-input" type="radio" name="_keep[{{ $group }}]" id="keep-{{ $group }}-mine" value="mine">
      <label class="form-check-label" for="keep-{{ $group }}-mine">La tuya</label>
    </div>
  </fieldset>
@endisset
