{{-- One shift: two time inputs, open and close (`$name`: weekly[mon][0]; `$field`: weekly.mon.0; `$value`: [open, close]). --}}
@php($id = str_replace('.', '-', $field))
<div class="listing-shift">
  @foreach (['Abre', 'Cierra'] as $end => $word)
    <div>
      <label class="form-label small mb-0" for="{{ $id }}-{{ $end }}">{{ $word }} ({{ $label }})</label>
      <input type="time" class="form-control @error($field) is-invalid @enderror" id="{{ $id }}-{{ $end }}" name="{{ $name }}[{{ $end }}]"
        value="{{ old("$field.$end", $value[$end] ?? '') }}" @error($field) aria-invalid="true" aria-describedby="{{ $id }}-error" @enderror>
    </div>
  @endforeach
</div>
@include('listing.partials.error', ['field' => $field])
