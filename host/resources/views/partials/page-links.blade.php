{{--
  Every page of a listing as a plain link, for the fallbacks inside the listings' placeholders
  (docs/hosting.md, "Listings in the address"). Takes $label (the navigation's name), $current,
  $last and $href (a page number → that page's address); nothing when there is one page.
--}}
@if ($last > 1)
  <nav aria-label="{{ $label }}">
    <ul class="pagination flex-wrap">
      @for ($number = 1; $number <= $last; $number++)
        <li class="page-item @if ($number === $current) active @endif">
          <a class="page-link" href="{{ $href($number) }}" @if ($number === $current) aria-current="page" @endif>{{ $number }}</a>
        </li>
      @endfor
    </ul>
  </nav>
@endif
