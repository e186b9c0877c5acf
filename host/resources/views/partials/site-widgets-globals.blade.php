<script>
  window.SiteWidgets = {
    user: @json(auth()->check() ? ['id' => auth()->id()] : null),
    registrationUnfinished: @json(auth()->check() && ! auth()->user()->registration_completed),
    // Optional:
    // apiBaseUrl: 'https://api.example.com',  // API prefix; default: this page's origin
    // loginUrl: '{{ route('login') }}',       // where the bundle's login modal links; default /login
    // loginModal: '#loginModal',              // the host's own Bootstrap modal, opened instead of the bundle's
    // consumerSite: true,                     // consumer-site pages: short post cards
    // ready: somePromise,                     // mount only once this settles (the demo waits for its mocked backend)
  };
</script>
