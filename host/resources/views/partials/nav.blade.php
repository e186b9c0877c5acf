<header class="border-bottom mb-2">
  <nav class="container navbar navbar-expand flex-wrap gap-2 px-3" aria-label="Principal">
    <a class="navbar-brand" href="{{ route('home') }}">Sitio</a>
    <ul class="navbar-nav flex-wrap">
      <li class="nav-item"><a class="nav-link" href="{{ route('recipes') }}">Recetas</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('videos') }}">Videos</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('products.index') }}">Productos</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('cookbooks.index') }}">Recetarios</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('distributors.index') }}">Distribuidores</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('faq') }}">Preguntas frecuentes</a></li>
      <li class="nav-item"><a class="nav-link" href="{{ route('shopping-list') }}" @if (request()->routeIs('shopping-list')) aria-current="page" @endif>Mi lista</a></li>
      {{-- `data-saved-recipes`: 'Guardar receta' keeps this page too, so the list opens offline (docs/widgets/recipe.md). --}}
      <li class="nav-item"><a class="nav-link" href="{{ route('saved-recipes') }}" data-saved-recipes>Mis recetas</a></li>
      @can('edit-content')
        <li class="nav-item"><a class="nav-link" href="{{ route('admin.index') }}">Administración</a></li>
      @endcan
      @if (auth()->user()?->isPointOfSale())
        <li class="nav-item"><a class="nav-link" href="{{ route('listing.mine') }}">Mi punto de venta</a></li>
      @endif
    </ul>
    @auth
      <form method="post" action="{{ route('logout') }}" class="ms-auto" data-logout>
        @csrf
        <button type="submit" class="btn btn-outline-secondary">Cerrar sesión</button>
      </form>
    @else
      <a class="btn btn-outline-primary ms-auto" href="{{ route('login') }}">Iniciar sesión</a>
    @endauth
  </nav>
</header>
