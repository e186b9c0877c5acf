{{--
  The bundle's entries: $entries is 'public' (public pages), 'admin' (admin pages: the public
  entry, then the admin one) or 'admin-first' (the other way round, which must work as well).
  Laravel 9.19 and later print them with @vite from the build's Vite-shaped manifest (the nonce
  is Vite's, set in App\Http\Middleware\ContentSecurityPolicy); Laravel 8 with Laravel Mix's
  mix(), from mix-manifest.json. Blade before 9.19 has no @vite: there it is text in a branch
  never taken. Each branch is the tags docs/hosting.md prints, as they are written there.
--}}
@if (class_exists(\Illuminate\Foundation\Vite::class))
  @switch($entries)
    @case('public')
      {{-- public pages --}}
      @vite('src/entries/public.ts', 'build/widgets')
      @break
    @case('admin')
      {{-- admin pages --}}
      @vite(['src/entries/public.ts', 'src/entries/admin.ts'], 'build/widgets')
      @break
    @default
      @vite(['src/entries/admin.ts', 'src/entries/public.ts'], 'build/widgets')
  @endswitch
@else
  @switch($entries)
    @case('public')
      <link rel="stylesheet" href="{{ mix('/public.css', 'build/widgets') }}">
      <script type="module" src="{{ mix('/public.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
      @break
    @case('admin')
      {{-- admin pages: both entries --}}
      <link rel="stylesheet" href="{{ mix('/public.css', 'build/widgets') }}">
      <link rel="stylesheet" href="{{ mix('/admin.css', 'build/widgets') }}">
      <script type="module" src="{{ mix('/public.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
      <script type="module" src="{{ mix('/admin.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
      @break
    @default
      <link rel="stylesheet" href="{{ mix('/admin.css', 'build/widgets') }}">
      <link rel="stylesheet" href="{{ mix('/public.css', 'build/widgets') }}">
      <script type="module" src="{{ mix('/admin.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
      <script type="module" src="{{ mix('/public.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
  @endswitch
@endif
