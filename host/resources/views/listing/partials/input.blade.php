{{--
  A labelled input with its message (`$field` dotted, as Laravel names errors and old input:
  `closure.from` is posted as `closure[from]` with the id `closure-from`; `$label`, `$value`;
  optional `$type`, `$hint`, `$inputmode`, `$autocomplete`).
--}}
@php
  $id = str_replace('.', '-', $field);
  $parts = explode('.', $field);
  $name = array_shift($parts).implode('', array_map(fn ($part) => "[$part]", $parts));
  $described = trim((isset($hint) ? "$id-hint " : '').($errors->has($field) ? "$id-error" : ''));
@endphp
<div class="mb-3">
  <label class="form-label" for="{{ $id }}">{{ $label }}</label>
  <input class="form-control @error($field) is-invalid @enderror" id="{{ $id }}" name="{{ $name }}" type="{{ $type ?? 'text' }}"
    value="{{ old($field, $value) }}" @isset($inputmode) inputmode="{{ $inputmode }}" @endisset @isset($autocomplete) autocomplete="{{ $autocomplete }}" @endisset
    @error($field) aria-invalid="true" @enderror @if ($described !== '') aria-describedby="{{ $described }}" @endif>
  @isset($hint)
    <div id="{{ $id }}-hint" class="form-text">{{ $hint }}</div>
  @endisset
  @include('listing.partials.error', ['field' => $field])
</div>
