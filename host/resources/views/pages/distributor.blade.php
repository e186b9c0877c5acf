@extends('layouts.app')

@section('title', $distributor->name)

@section('meta')
  <x-site-widgets-meta :title="$distributor->name" :description="$meta['description']" />
@endsection

@section('content')
  <h1>{{ $distributor->name }}</h1>
  <p><a href="{{ route('distributors.index') }}">Volver</a></p>
  {{--
    Where it is and when it opens (CatalogueController::distributor), readable without JavaScript
    and what its JSON-LD says: the hours as the host package writes them in Spanish
    (Distributor\SpanishHours), "Horario no informado" when they are not known, never "Cerrado".
  --}}
  <p class="sw-distributor__place">
    {{ implode(', ', array_filter([$distributor->address, $place], fn ($part) => is_string($part) && trim($part) !== '')) }}
    @if (is_string($distributor->phone) && trim($distributor->phone) !== '')
      <br>Teléfono: {{ $distributor->phone }}
    @endif
    @if (is_string($distributor->whatsapp) && trim($distributor->whatsapp) !== '')
      <br>WhatsApp: <span class="sw-distributor__whatsapp">{{ $distributor->whatsapp }}</span>
    @endif
  </p>
  <section aria-labelledby="distributor-hours-title" class="sw-hours mt-4">
    <h2 id="distributor-hours-title" class="h4">Horario</h2>
    @if ($hours === null)
      <p class="sw-hours__unknown">Horario no informado</p>
    @else
      {{-- The line for the minute the page was sent; the widget keeps it true while the page stays open. --}}
      <x-site-widget name="distributor-hours" :hours="$distributor->hours">
        <p class="sw-hours__now">{{ $hours['now'] }}</p>
      </x-site-widget>
      @if ($hours['closure'] !== null)
        <p class="sw-hours__closure"><strong>{{ $hours['closure'] }}</strong></p>
      @endif
      <ul class="sw-hours__week list-unstyled">
        @foreach ($hours['weekly'] as $line)
          <li>{{ $line }}</li>
        @endforeach
      </ul>
      <p class="sw-hours__holidays">{{ $hours['holidays'] }}</p>
      @if ($hours['exceptions'] !== [])
        <h3 class="h6">Días con otro horario</h3>
        <ul class="sw-hours__exceptions list-unstyled">
          @foreach ($hours['exceptions'] as $line)
            <li>{{ $line }}</li>
          @endforeach
        </ul>
      @endif
    @endif
  </section>
  <script type="application/ld+json">{{ $jsonLd }}</script>
@endsection
