{{-- The package's revision pages (SiteWidgets\Laravel\Revisions\RevisionController), in the layout config('site-widgets.revisions.layout') names: its sections `title` and `content`. --}}
@extends(config('site-widgets.revisions.layout'))

@section('title', 'Versiones anteriores de '.$name)

@section('content')
  <h1>Versiones anteriores de {{ $name }}</h1>
  @if ($edit !== null)
    <p><a href="{{ $edit }}">Volver al formulario</a></p>
  @endif

  @if ($revisions->isEmpty())
    <p>Todavía no hay versiones guardadas.</p>
  @else
    {{-- Newest first; each save is one, and a restore adds one: none is deleted but past the newest 50. --}}
    <table class="table revision-list">
      <thead>
        <tr><th scope="col">Versión</th><th scope="col">Quién</th><th scope="col">Cuándo</th></tr>
      </thead>
      <tbody>
        @foreach ($revisions as $revision)
          <tr>
            <td>
              <a href="{{ $links($revision->number) }}">Versión {{ $revision->number }}</a>
              @if ($revision->number === $current) (la actual) @endif
            </td>
            <td>@include('site-widgets::revisions.who')</td>
            <td>@include('site-widgets::revisions.when')</td>
          </tr>
        @endforeach
      </tbody>
    </table>
  @endif
@endsection
