{{-- The package's revision pages (SiteWidgets\Laravel\Revisions\RevisionController), in the layout config('site-widgets.revisions.layout') names: its sections `title` and `content`. --}}
@extends(config('site-widgets.revisions.layout'))

@section('title', 'Versión '.$revision->number.' de '.$name)

@section('content')
  <h1>Versión {{ $revision->number }} de {{ $name }}</h1>
  <p><a href="{{ $list }}">Todas las versiones</a>@if ($edit !== null) · <a href="{{ $edit }}">Volver al formulario</a>@endif</p>
  <p>Guardada por @include('site-widgets::revisions.who') el @include('site-widgets::revisions.when').</p>

  @if ($revision->number === $current)
    <p>Es la versión actual.</p>
  @else
    <p>Comparada con la actual, la versión {{ $current }}:</p>
  @endif

  {{-- Plain fields: "Antes «…» → ahora «…»". The editors' JSON fields: whether they differ, both values as
       JSON scripts, and when they differ `revision-compare`, which says what changed in the editor's words. --}}
  @foreach ($fields as $field)
    <div class="revision-field" data-field="{{ $field['field'] }}">
      <p>{{ $field['text'] }}</p>
      @if ($field['json'])
        <script type="application/json" id="revision-{{ $revision->number }}-{{ $field['field'] }}">{!! $field['before'] !!}</script>
        <script type="application/json" id="current-{{ $field['field'] }}">{!! $field['after'] !!}</script>
        @if ($field['differs'])
          <x-site-widget name="revision-compare" :editor="$field['editor']" :before="'#revision-'.$revision->number.'-'.$field['field']" :after="'#current-'.$field['field']" :label="$field['label']" />
        @endif
      @endif
    </div>
  @endforeach

  @if ($revision->number !== $current)
    <form method="post" action="{{ $links($revision->number, 'restore') }}">
      @csrf
      <p>Restaurar guarda este contenido como una versión nueva: no se borra ninguna.</p>
      <button type="submit" class="btn btn-primary">Restaurar</button>
    </form>
  @endif
@endsection
