{{-- <x-site-widgets-meta>: every value escaped by Blade as an attribute (SiteWidgets\Laravel\View\Components\PageMeta). --}}
<meta name="description" content="{{ $description }}">
<link rel="canonical" href="{{ $canonical }}">
<meta property="og:type" content="{{ $ogType }}">
<meta property="og:site_name" content="{{ $siteName }}">
<meta property="og:locale" content="{{ $locale }}">
<meta property="og:title" content="{{ $title }}">
<meta property="og:description" content="{{ $description }}">
<meta property="og:url" content="{{ $canonical }}">
@if ($picture !== null && $pictureUrl !== null)
<meta property="og:image" content="{{ $pictureUrl }}">
<meta property="og:image:type" content="{{ $picture->type }}">
<meta property="og:image:width" content="{{ $picture->width }}">
<meta property="og:image:height" content="{{ $picture->height }}">
<meta property="og:image:alt" content="{{ $pictureAlt }}">
<meta name="twitter:card" content="summary_large_image">
@else
<meta name="twitter:card" content="summary">
@endif
