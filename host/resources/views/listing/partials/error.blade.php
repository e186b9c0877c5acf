{{-- A field's message right after it: the field names this id in aria-describedby. --}}
@error($field)
  <div id="{{ str_replace('.', '-', $field) }}-error" class="invalid-feedback d-block">{{ $message }}</div>
@enderror
