@extends('layouts.app')

@section('title', $post->name)

@section('meta')
  <x-site-widgets-meta :post="$post" :url="route('posts.show', $post)" />
@endsection

@section('content')
  <article>
    <h1>{{ $post->name }}</h1>
    @if ($post->hasRecipe())
      {{-- Past the picture and the video, straight to the recipe (the component's article is #receta). --}}
      <p class="mb-2"><a href="#receta" class="recipe-jump">Ir a la receta</a></p>
      {{-- 'Guardar receta': the page, its pictures and its tools kept on the device, to cook without a
           signal (docs/widgets/recipe.md, "Saving for offline"; the site serves /sw.js at its root).
           Its code waits for the browser's idle time: the page's first bytes stay the recipe's. --}}
      <div data-widget-name="save-recipe" data-post-id="{{ $post->id }}" data-post-name="{{ $post->name }}" data-widget-load="idle">
        <div class="sw-reserve sw-reserve--save-recipe"></div>
      </div>
    @endif
    @if ($post->video_url)
      {{-- Only here, for whom may see it: the API never sends it. The image is its poster, not shown twice. --}}
      <video controls preload="none" src="{{ $post->video_url }}" poster="{{ $post->image }}" width="640" height="360" class="mw-100 h-auto mb-4"></video>
    @elseif ($post->image)
      {{-- The page's largest picture (its LCP): asked for first. `sw-recipe-hero`: the tapped card's picture morphs into it (docs/hosting.md, "The picture carried into the recipe"). --}}
      <img src="{{ $post->image }}" alt="" width="640" height="480" fetchpriority="high" class="img-fluid rounded mb-4 sw-recipe-hero">
    @endif

    @if ($post->hasRecipe())
      {{-- The recipe, printed (readable with JavaScript off), with its schema.org JSON-LD; its products' grams per cup and spoon on their ingredients. --}}
      <x-site-recipe :post="$post" :products="$products" />
    @endif

    @if ($recipeProducts !== [])
      {{--
        "Dónde comprar": the recipe's brand products in the quantities of the servings chosen in
        recipe-tools (docs/laravel-host.md, "Where to buy"). Below the recipe: its code and the
        distributors' request wait until it comes into view, so the recipe page's first bytes stay
        the recipe's. Without JavaScript, the directory.
      --}}
      <x-site-widget name="where-to-buy" :products="$recipeProducts" :post-id="$post->id" :post-name="$post->name" :servings="$servings" :site-name="config('app.name')" data-widget-load="visible" data-widget-load-margin="200px">
        <p class="mt-4"><a href="/distribuidores">Dónde comprar: ver los distribuidores</a></p>
      </x-site-widget>
    @endif

    {{-- Below the recipe: the sharing widgets' code and React's first render of them wait until they near the screen (their reserves keep the space meanwhile). --}}
    <section aria-labelledby="share-title">
      <h2 id="share-title" class="h4">Compartí la receta</h2>
      <div data-widget-name="whatsapp-share" data-post-id="{{ $post->id }}" data-post-name="{{ $post->name }}" data-widget-load="visible" data-widget-load-margin="200px">
        <div class="sw-reserve sw-reserve--whatsapp-share"></div>
      </div>

      <script type="application/json" id="recipe-slides">@json($slides)</script>
      <div data-widget-name="caption-carousel" data-slides="#recipe-slides" data-caption-target="#share-caption" data-widget-load="visible" data-widget-load-margin="200px">
        <div class="sw-reserve sw-reserve--caption-carousel"></div>
      </div>
      <label for="share-caption" class="form-label">Texto para compartir</label>
      <textarea id="share-caption" name="caption" class="form-control" rows="3"></textarea>
    </section>
  </article>
@endsection
