{{-- The markup contract of docs/widgets/recipe.md: recipe-tools and the recipe stylesheet rely on these classes and data-* attributes
     (a directive right after a letter is not one to Blade: each @if/@foreach inside a tag follows a quote or a space).
     An ingredient's label spans lines here, but PHP drops the line end right after each @endif: printed, it is one line, one space between quantity and name. --}}
@if ($stylesheetHref !== null)
<link rel="stylesheet" href="{{ $stylesheetHref }}">
@endif
<article class="sw-recipe" id="receta" data-recipe="{{ $recipe->id }}">
@if ($facts !== [])
  <dl class="sw-recipe__facts">
@foreach ($facts as [$term, $value])
    <div class="sw-recipe__fact"><dt>{{ $term }}</dt><dd>{{ $value }}</dd></div>
@endforeach
  </dl>
@endif
@if ($tools)

  <div data-widget-name="recipe-tools" data-post-id="{{ $recipe->id }}"@if ($recipe->mould !== null) data-mould="{{ $recipe->mould->attribute() }}"@endif data-post-name="{{ $recipe->name }}"@if ($recipe->servingsCount !== null) data-servings="{{ $recipe->servingsCount }}"@endif>
    <div class="sw-reserve sw-reserve--recipe-tools{{ $recipe->servingsCount === null ? ' sw-reserve--without-servings' : '' }}"></div>
  </div>
@endif

  <div class="sw-recipe__body">
@if ($recipe->ingredientGroups !== [])
    <section class="sw-recipe__ingredients" aria-labelledby="receta-ingredientes">
      <h2 id="receta-ingredientes">Ingredientes</h2>
@foreach ($recipe->ingredientGroups as $group)
      <div class="sw-recipe__group">
@if ($group['name'] !== null)
        <h3>{{ $group['name'] }}</h3>
@endif
        <ul class="sw-recipe__list">
@foreach ($group['items'] as $item)
          <li class="sw-recipe__item"@foreach ($item['productId'] === null ? [] : ($densities[$item['productId']] ?? []) as $attribute => $grams) {{ $attribute }}="{{ $grams }}"@endforeach data-recipe-ingredient>
            <input type="checkbox" class="sw-recipe__check" id="ingrediente-{{ $item['number'] }}">
            <label for="ingrediente-{{ $item['number'] }}">@if ($item['qty'] !== null)<span class="sw-recipe__qty" data-recipe-qty="{{ $item['qty'] }}">{{ $item['qty'] }}</span> @endif
@if ($item['productId'] !== null)<a class="sw-recipe__name" href="{{ $productPath.$item['productId'] }}">{{ $item['name'] }}</a>@else<span class="sw-recipe__name">{{ $item['name'] }}</span>@endif
</label>
          </li>
@endforeach
        </ul>
      </div>
@endforeach
    </section>
@endif
@if ($recipe->stepGroups !== [])

    <section class="sw-recipe__steps" aria-labelledby="receta-pasos">
      <h2 id="receta-pasos">Preparación</h2>
@foreach ($recipe->stepGroups as $group)
      <div class="sw-recipe__group">
        <h3>{{ $group['name'] }}</h3>
@if ($group['oven'] !== null)
        <p class="sw-recipe__oven">{{ $group['oven'] }}</p>
@endif
        <ol class="sw-recipe__list" start="{{ $group['start'] }}">
@foreach ($group['steps'] as $step)
          <li class="sw-recipe__item sw-recipe__step" id="paso-{{ $step['number'] }}"@if ($step['minutes'] !== null) data-recipe-duration="{{ $step['minutes'] }}"@endif data-recipe-step>
            <input type="checkbox" class="sw-recipe__check" id="paso-{{ $step['number'] }}-hecho">
            <label for="paso-{{ $step['number'] }}-hecho" class="sw-recipe__text">{{ $step['text'] }}</label>
@if ($step['oven'] !== null)
            <p class="sw-recipe__oven">{{ $step['oven'] }}</p>
@endif
@foreach ($step['tips'] as $tip)
            <p class="sw-recipe__tip"><span class="sw-recipe__tip-label">Consejo:</span> {{ $tip }}</p>
@endforeach
@if ($step['image'] !== null)
            <img class="sw-recipe__image" src="{{ $step['image'] }}" alt="" width="640" height="480" loading="lazy" decoding="async">
@endif
          </li>
@endforeach
        </ol>
      </div>
@endforeach
    </section>
@endif
  </div>
</article>
@if ($jsonLd !== null)
<script type="application/ld+json">{{ $jsonLd }}</script>
@endif
