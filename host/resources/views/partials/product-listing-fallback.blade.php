{{--
  The catalogue as plain links, inside the product grid's placeholder (docs/hosting.md, "Listings
  in the address"): the categories, the page's products and every page, each a link to its
  address (`?categoria=…&pagina=…`, as the grid writes it). Takes $catalogue
  (App\Queries\ProductsPage), $address (App\Support\ListingAddress) and $label.
--}}
@php($products = $catalogue->products)
<div class="sw-fallback">
  <nav aria-label="{{ $label }}">
    <ul class="nav nav-pills">
      <li class="nav-item"><a class="nav-link" href="{{ $address->url(request(), 0, null, 1) }}" @if ($address->tagId === 0) aria-current="page" @endif>Todo</a></li>
      @foreach ($catalogue->categories as $category)
        <li class="nav-item"><a class="nav-link" href="{{ $address->url(request(), $category->id, null, 1) }}" @if ($address->tagId === $category->id) aria-current="page" @endif>{{ $category->name }}</a></li>
      @endforeach
    </ul>
  </nav>
  <ul class="sw-fallback__cards">
    @foreach ($products as $product)
      <li><a href="{{ route('products.show', $product) }}">{{ $product->name }}</a></li>
    @endforeach
  </ul>
  @include('partials.page-links', ['label' => "Paginación: $label", 'current' => $products->currentPage(), 'last' => $products->lastPage(), 'href' => fn (int $number) => $address->url(request(), $address->tagId, null, $number)])
</div>
