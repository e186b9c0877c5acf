@extends('layouts.app')

@section('title', 'Preguntas frecuentes')

@section('meta')
  {{-- The first question and its answer (HTML: the component reads its text). --}}
  <x-site-widgets-meta title="Preguntas frecuentes" :description="$faq === null ? 'Respuestas a las preguntas de consumidores y puntos de venta.' : $faq['name'].' '.$faq['content']" :url="route('faq')" />
@endsection

@section('content')
  <h1>Preguntas frecuentes</h1>

  @if ($faq)
    {{-- One question, written the three ways a page can: a JSON script named by its #id, a
         double-quoted attribute Blade escapes, the component. Never `data-faq='@json($faq)'`:
         a comma in @json's expression, or flags of one's own, drop its escaping of `'`. --}}
    <section class="mb-5" aria-labelledby="featured-title">
      <h2 id="featured-title" class="h4">La pregunta del mes</h2>
      {{-- Each with its question as a fallback: readable without JavaScript, and the height the
           widget takes, so nothing below moves when it mounts. --}}
      <script type="application/json" id="featured-faq">@json($faq)</script>
      <div data-widget-name="faq-item" data-faq="#featured-faq">
        <details class="sw-faq-fallback"><summary>{{ $faq['name'] }}</summary>
          <div class="sw-faq-fallback__answer"><p>{{ strip_tags($faq['content']) }}</p></div></details>
      </div>
      <div data-widget-name="faq-item" data-faq="{{ json_encode($faq) }}">
        <details class="sw-faq-fallback"><summary>{{ $faq['name'] }}</summary>
          <div class="sw-faq-fallback__answer"><p>{{ strip_tags($faq['content']) }}</p></div></details>
      </div>
      <x-site-widget name="faq-item" :faq="$faq" open>
        <details class="sw-faq-fallback" open><summary>{{ $faq['name'] }}</summary>
          <div class="sw-faq-fallback__answer"><p>{{ strip_tags($faq['content']) }}</p></div></details>
      </x-site-widget>
    </section>
  @endif

  <section class="mb-5" aria-labelledby="consumers-title">
    <h2 id="consumers-title" class="h4">Consumidores</h2>
    <script type="application/json" id="faq-data">@json($faqs)</script>
    <div data-widget-name="faq-list" data-faqs="#faq-data" data-section="consumers">
      @foreach (collect($faqs)->filter(fn ($faq) => ($faq['section'] ?? 'professionals') === 'consumers') as $faq)
        <details class="sw-faq-fallback">
          <summary>{{ $faq['name'] }}</summary>
          <div class="sw-faq-fallback__answer"><p>{{ strip_tags($faq['content']) }}</p></div>
        </details>
      @endforeach
    </div>
  </section>

  <section aria-labelledby="professionals-title">
    <h2 id="professionals-title" class="h4">Profesionales</h2>
    {{-- Below the consumers' questions: after the page has loaded, when the phone is free. --}}
    <x-site-widget name="faq-list" faqs="#faq-data" section="professionals" data-widget-load="idle" />
  </section>
@endsection
