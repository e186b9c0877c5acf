@extends('layouts.admin')

@section('title', 'Lo que buscan los visitantes')

@php
  $period = ['desde' => $demand->from->format('Y-m-d'), 'hasta' => $demand->until->format('Y-m-d')];
  $label = fn (string $province) => $province === '' ? 'Sin dato' : \App\Http\Controllers\Admin\DemandController::provinceLabel($province);
@endphp

@section('content')
  <h1>Lo que buscan los visitantes</h1>
  <p>Qué provincias eligen en «Dónde comprar», a qué distribuidores piden por WhatsApp y qué buscan en el directorio sin encontrarlo. Solo cantidades: ninguna ubicación, ningún teléfono, ninguna persona.</p>

  @if ($periodErrors !== [])
    <div class="alert alert-warning" role="alert">
      <p class="mb-1">No pudimos usar el período pedido; se muestran los últimos {{ \App\Http\Controllers\Admin\DemandController::DEFAULT_DAYS }} días.</p>
      <ul class="mb-0">
        @foreach ($periodErrors as $error)
          <li>{{ $error }}</li>
        @endforeach
      </ul>
    </div>
  @endif

  <form method="get" action="{{ route('admin.demand') }}" class="demand-period mb-3">
    <div>
      <label class="form-label" for="demand-from">Desde</label>
      <input class="form-control" type="date" id="demand-from" name="desde" value="{{ $period['desde'] }}" required>
    </div>
    <div>
      <label class="form-label" for="demand-until">Hasta</label>
      <input class="form-control" type="date" id="demand-until" name="hasta" value="{{ $period['hasta'] }}" required>
    </div>
    <button type="submit" class="btn btn-primary">Ver el período</button>
    <a class="btn btn-outline-secondary" href="{{ route('admin.demand.csv', $period) }}" download>Descargar CSV</a>
  </form>
  <p>Del {{ $demand->from->format('d/m/Y') }} al {{ $demand->until->format('d/m/Y') }}.</p>

  <section aria-labelledby="demand-provinces">
    <h2 id="demand-provinces">Consultas y pedidos por provincia</h2>
    @if ($chart === [])
      <p>Nadie eligió una provincia ni pidió por WhatsApp en el período.</p>
    @else
      <div class="demand-provinces">
        @include('admin.demand-chart', ['rows' => $chart, 'label' => $label])
        <table class="table table-sm demand-table">
          <caption>{{ count($chart) === 1 ? 'La provincia' : 'Las '.count($chart).' provincias' }} con más consultas y pedidos</caption>
          <thead>
            <tr><th scope="col">Provincia</th><th scope="col" class="text-end">Consultas</th><th scope="col" class="text-end">Pedidos</th></tr>
          </thead>
          <tbody>
            @foreach ($chart as $row)
              <tr><th scope="row">{{ $label($row['province']) }}</th><td class="text-end">{{ $row['asked'] }}</td><td class="text-end">{{ $row['orders'] }}</td></tr>
            @endforeach
          </tbody>
        </table>
      </div>
    @endif
  </section>

  <section aria-labelledby="demand-asked">
    <h2 id="demand-asked">«Dónde comprar»: provincias elegidas</h2>
    <p class="text-body-secondary">Cada provincia elegida, o «Cerca mío» tocado, una vez por visita a la página de una receta o un producto.</p>
    @if ($asked === [])
      <p>Nada en el período.</p>
    @else
      <table class="table table-sm demand-table" aria-labelledby="demand-asked">
        <thead><tr><th scope="col">Provincia</th><th scope="col" class="text-end">Consultas</th></tr></thead>
        <tbody>
          @foreach ($asked as $row)
            <tr><th scope="row">{{ $label($row['province']) }}</th><td class="text-end">{{ $row['count'] }}</td></tr>
          @endforeach
        </tbody>
      </table>
    @endif
  </section>

  <section aria-labelledby="demand-orders">
    <h2 id="demand-orders">Pedidos por WhatsApp, por provincia y localidad</h2>
    <p class="text-body-secondary">Cada «Pedir por WhatsApp», en la provincia y la localidad del distribuidor.</p>
    @if ($orders === [])
      <p>Nada en el período.</p>
    @else
      <table class="table table-sm demand-table" aria-labelledby="demand-orders">
        <thead><tr><th scope="col">Provincia</th><th scope="col">Localidad</th><th scope="col" class="text-end">Pedidos</th></tr></thead>
        <tbody>
          @foreach ($orders as $row)
            <tr><td>{{ $label($row['province']) }}</td><td>{{ $row['locality'] === '' ? 'Sin dato' : $row['locality'] }}</td><td class="text-end">{{ $row['count'] }}</td></tr>
          @endforeach
        </tbody>
      </table>
    @endif
  </section>

  <section aria-labelledby="demand-not-found">
    <h2 id="demand-not-found">Búsquedas sin resultado en el directorio</h2>
    <p class="text-body-secondary">Lo que se buscó en «Distribuidores» sin encontrar a nadie, sin acentos y en minúsculas como lo compara el directorio; sin texto, una provincia donde no hay distribuidores.</p>
    @if ($notFound === [])
      <p>Nada en el período.</p>
    @else
      <table class="table table-sm demand-table" aria-labelledby="demand-not-found">
        <thead><tr><th scope="col">Búsqueda</th><th scope="col">Provincia</th><th scope="col" class="text-end">Veces</th></tr></thead>
        <tbody>
          @foreach ($notFound as $row)
            <tr><td class="text-break">{{ $row['search'] === '' ? '(sin texto)' : $row['search'] }}</td><td>{{ $label($row['province']) }}</td><td class="text-end">{{ $row['count'] }}</td></tr>
          @endforeach
        </tbody>
      </table>
    @endif
  </section>
@endsection
