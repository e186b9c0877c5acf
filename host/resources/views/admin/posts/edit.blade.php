@extends('layouts.admin')

@section('title', 'Editar receta')

@section('content')
  <x-admin.editor-form heading="Editar receta" :model="$post" noun="esta receta"
      :action="route('admin.posts.update', $post)" :revisions="route('admin.posts.revisions.index', $post)" :preview="route('admin.posts.preview', $post)">
    <x-slot name="editorData">
      <script type="application/json" id="products-data">@json($products)</script>  {{-- Product::get(['id', 'name']) --}}
      <script type="application/json" id="tags-data">@json($tags)</script>  {{-- tags with `childrens` --}}
    </x-slot>

    <label for="name" class="form-label">Nombre</label>
    <input id="name" name="name" class="form-control" value="{{ old('name', $post->name) }}">
    <x-site-widgets-revision-conflict group="name" />

    <input type="hidden" name="tag_id" value="{{ old('tag_id', $post->tag_id) }}">
    <input type="hidden" name="sub_tag" value="{{ old('sub_tag', $post->sub_tag) }}">
    <div data-widget-name="category-select" data-categories="#tags-data">
      <div class="sw-reserve sw-reserve--category-select"></div>
    </div>
    <x-site-widgets-revision-conflict group="category" />

    <input type="hidden" name="image" value="{{ old('image', $post->image) }}">
    <div data-widget-name="image-uploader" data-tag="image" data-section="recetas" data-media="desktop">
      <div @class(['sw-reserve', 'sw-reserve--image-uploader', 'sw-reserve--empty' => blank(old('image', $post->image))])></div>
    </div>
    <x-site-widgets-revision-conflict group="image" />

    <h2 class="h4 mt-4">Pasos</h2>
    <input type="hidden" name="steps" value="{{ old('steps', json_encode($post->steps)) }}">
    <div data-widget-name="steps-editor" data-upload-path="recetas/pasos">
      <div class="sw-reserve sw-reserve--editor"><p>Cargando pasos…</p></div>
    </div>

    <h2 class="h4 mt-4">Ingredientes</h2>
    {{-- The mould the recipe is written for: plain fields, saved without JavaScript (UpdatePostRequest; the `mould` column). --}}
    @php($mouldShape = old('mould_shape', $post->mould_shape))
    <fieldset class="recipe-mould mb-3">
      <legend class="fs-6 fw-semibold">Molde (opcional)</legend>
      <div class="recipe-mould__fields">
        <div>
          <label for="mould_shape" class="form-label">Forma</label>
          <select id="mould_shape" name="mould_shape" @class(['form-select', 'is-invalid' => $errors->has('mould_shape')]) @error('mould_shape') aria-invalid="true" @enderror>
            <option value="">Sin molde</option>
            @foreach (['redondo' => 'Redondo', 'cuadrado' => 'Cuadrado', 'rectangular' => 'Rectangular'] as $shape => $label)
              <option value="{{ $shape }}" @if ($mouldShape === $shape) selected @endif>{{ $label }}</option>
            @endforeach
          </select>
        </div>
        <div>
          <label for="mould_size" class="form-label">Diámetro o lado (cm)</label>
          <input id="mould_size" name="mould_size" type="number" min="5" max="80" step="0.1" inputmode="decimal" @class(['form-control', 'is-invalid' => $errors->has('mould_size')]) value="{{ old('mould_size', $post->mould_size) }}" @error('mould_size') aria-invalid="true" @enderror>
        </div>
        <div>
          <label for="mould_width" class="form-label">Ancho (cm, solo rectangular)</label>
          <input id="mould_width" name="mould_width" type="number" min="5" max="80" step="0.1" inputmode="decimal" @class(['form-control', 'is-invalid' => $errors->has('mould_width')]) value="{{ old('mould_width', $post->mould_width) }}" @error('mould_width') aria-invalid="true" @enderror>
        </div>
      </div>
    </fieldset>
    <x-site-widgets-revision-conflict group="mould" />
    <input type="hidden" name="custom_ingredients" value="{{ old('custom_ingredients', json_encode($post->custom_ingredients)) }}">
    <div data-widget-name="ingredients-editor" data-products="#products-data">
      <div class="sw-reserve sw-reserve--editor"></div>
    </div>
  </x-admin.editor-form>
@endsection
