{{--
  The directory as plain links, inside its placeholder (docs/hosting.md, "Listings in the
  address"): the provinces, the page's distributors and every page, each a link to its address
  (`?provincia=…&pagina=…`, as the widget writes it: $address, the widget's ListingParameters).
  Takes $address, $provinces, $distributors, $page and $pages (CatalogueController::distributors).
--}}
<div class="sw-fallback">
  <nav aria-label="Provincias">
    <ul class="nav nav-pills">
      @foreach ($provinces as $name)
        <li class="nav-item"><a class="nav-link" href="{{ rtrim(request()->fullUrlWithQuery($address->query(['province' => $name, 'page' => 1])), '?') }}">{{ $name }}</a></li>
      @endforeach
    </ul>
  </nav>
  <ul class="sw-fallback__cards">
    @foreach ($distributors as $distributor)
      <li><a href="{{ route('distributors.show', $distributor) }}">{{ $distributor->name }}</a></li>
    @endforeach
  </ul>
  @include('partials.page-links', ['label' => 'Paginación de distribuidores', 'current' => $page, 'last' => $pages, 'href' => fn (int $number) => rtrim(request()->fullUrlWithQuery($address->query(['page' => $number])), '?')])
</div>
