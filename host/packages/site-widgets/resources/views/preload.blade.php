@foreach ($hrefs as $href)
<link rel="modulepreload" href="{{ $href }}">
@endforeach
