{{--
  A post listing as plain links, inside the grid's placeholder (docs/hosting.md, "Listings in the
  address"): what crawlers and visitors without JavaScript get, and what the grid replaces when it
  mounts. The tabs, the page's cards and every page, each a link to its address
  (`?etiqueta=…&pagina=…`, as the grid writes it). Takes $listing (App\Queries\PostsPage),
  $address (App\Support\ListingAddress) and $label.
--}}
@php($posts = $listing->posts)
<div class="sw-fallback">
  <nav aria-label="{{ $label }}">
    <ul class="nav nav-pills">
      <li class="nav-item"><a class="nav-link" href="{{ $address->url(request(), 0, null, 1) }}" @if ($address->tagId === 0) aria-current="page" @endif>Todo</a></li>
      @foreach ($listing->tags as $tag)
        <li class="nav-item"><a class="nav-link" href="{{ $address->url(request(), $tag->id, null, 1) }}" @if ($address->tagId === $tag->id) aria-current="page" @endif>{{ $tag->name }}</a></li>
      @endforeach
    </ul>
  </nav>
  <ul class="sw-fallback__cards">
    @if ($address->tagId === \App\Queries\PostListing::LANDINGS)
      @foreach ($listing->landings as $landing)
        <li><a href="{{ route('landings.show', $landing) }}">{{ $landing->name }}</a></li>
      @endforeach
    @else
      @foreach ($posts as $post)
        <li><a href="{{ route('posts.show', $post) }}">{{ $post->name }}</a></li>
      @endforeach
    @endif
  </ul>
  @include('partials.page-links', ['label' => "Paginación: $label", 'current' => $posts->currentPage(), 'last' => $posts->lastPage(), 'href' => fn (int $number) => $address->url(request(), $address->tagId, $address->subTagId, $number)])
</div>
