{{-- A labelled text input with its message (`$field`, `$label`, `$value`, optional `$type`, `$hint`, `$inputmode`, `$autocomplete`). --}}
@php($hintId = isset($hint) ? "$field-hint" : null)
<div class="mb-3">
  <label class="form-label" for="{{ $field }}">{{ $label }}</label>
  <input class="form-control @error($field) is-invalid @enderror" id="{{ $field }}" name="{{ $field }}" type="{{ $type ?? 'text' }}"
    value="{{ old($field, $value) }}" @isset($inputmode) inputmode="{{ $inputmode }}" @endisset @isset($autocomplete) autocomplete="{{ $autocomplete }}" @endisset
    @error($field) aria-invalid="true" @enderror
    @if ($hintId || $errors->has($field)) aria-describedby="{{ trim(($hintId ?? '').' '.($errors->has($field) ? "$field-error" : '')) }}" @endif>
  @isset($hint)
    <div id="{{ $hintId }}" class="form-text">{{ $hint }}</div>
  @endisset
  @include('listing.partials.error', ['field' => $field])
</div>
