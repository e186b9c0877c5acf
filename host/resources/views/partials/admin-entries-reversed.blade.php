<link rel="stylesheet" href="{{ mix('/public.css', 'build/widgets') }}">
<link rel="stylesheet" href="{{ mix('/admin.css', 'build/widgets') }}">
<script type="module" src="{{ mix('/admin.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
<script type="module" src="{{ mix('/public.js', 'build/widgets') }}" nonce="{{ $cspNonce }}"></script>
