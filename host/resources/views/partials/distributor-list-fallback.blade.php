{{--
  The directory as plain links, inside its placeholder (docs/hosting.md, "Listings in the
  address"): the provinces, 'Abierto ahora', the page's distributors each with its hours now
  ("Abierto · cierra 20:30", "Horario no informado": Distributor\HoursStatus, the widget's words)
  and every page, each a link to its address (`?provincia=…&abierto=1&pagina=…`, as the widget
  writes it: $address, the widget's ListingParameters). Takes $address, $provinces,
  $distributors, $statuses, $openOnly, $noneOpen, $provinceName, $page and $pages
  (CatalogueController::distributors).
  The directory's title and subtitle come first, as the widget prints them (its default words
  and heading level, src/widgets/distributor-list/texts.ts): the page's largest text is then
  painted with the page, not when the widget has rendered, and the widget's own lines take the
  same boxes (test/laravel/directory-pages.spec.ts).
--}}
@php($link = fn (array $values) => rtrim(request()->fullUrlWithQuery($address->query($values)), '?'))
<h2 class="sw-distributors__title">Distribuidores</h2>
<p class="sw-distributors__subtitle text-body-secondary">Elegí tu provincia y encontrá el distribuidor más cercano.</p>
<div class="sw-fallback">
  <nav aria-label="Provincias">
    <ul class="nav nav-pills">
      @foreach ($provinces as $name)
        <li class="nav-item"><a class="nav-link" href="{{ $link(['province' => $name, 'page' => 1]) }}">{{ $name }}</a></li>
      @endforeach
    </ul>
  </nav>
  <p class="sw-fallback__open">
    @if ($openOnly)
      <strong>Abierto ahora</strong> · <a href="{{ $link(['open' => false, 'page' => 1]) }}">Ver también los cerrados</a>
    @else
      <a href="{{ $link(['open' => true, 'page' => 1]) }}">Abierto ahora</a>
    @endif
  </p>
  @if ($noneOpen)
    <p class="sw-fallback__none">Ahora no hay distribuidores abiertos{{ $provinceName === null ? '' : " en {$provinceName}" }}. Probá más tarde o mirá también los cerrados.</p>
  @endif
  <ul class="sw-fallback__cards">
    @foreach ($distributors as $distributor)
      <li><a href="{{ route('distributors.show', $distributor) }}">{{ $distributor->name }}</a> <span class="sw-fallback__hours">{{ $statuses[$distributor->id]->text() }}</span></li>
    @endforeach
  </ul>
  @include('partials.page-links', ['label' => 'Paginación de distribuidores', 'current' => $page, 'last' => $pages, 'href' => fn (int $number) => $link(['page' => $number])])
</div>
