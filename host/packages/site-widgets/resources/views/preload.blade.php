@foreach ($hrefs as $href)
<link rel="modulepreload" href="{{ $href }}"@if ($linkNonce !== null) nonce="{{ $linkNonce }}"@endif>
@endforeach
