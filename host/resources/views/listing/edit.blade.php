@extends('layouts.app')

@section('title', 'Mi punto de venta')

{{--
  A point of sale's own listing (PointOfSale\ListingController, docs/laravel-host.md "Points of
  sale"): plain inputs that work without JavaScript, a 390 px phone first. What it sends is a
  proposal: the public listing changes when an editor approves it. A refused post comes back with
  what was typed (`old()`), each message right after its field and all of them in the summary.
--}}
@section('content')
  <h1>Mi punto de venta</h1>
  <p class="lead">{{ $distributor->name }}</p>

  @if ($latest !== null)
    <div @class(['alert', 'alert-info' => $latest->status === 'pending', 'alert-success' => $latest->status === 'approved', 'alert-warning' => $latest->status === 'rejected']) data-proposal-status="{{ $latest->status }}">
      @if ($latest->status === 'pending')
        <p class="mb-0">Tu propuesta está esperando la revisión de la marca (enviada el {{ $latest->created_at?->format('j/n/Y H:i') }}). Si mandás otra, reemplaza a esta.</p>
      @elseif ($latest->status === 'approved')
        <p class="mb-0">La marca aprobó tu última propuesta el {{ $latest->reviewed_at?->format('j/n/Y H:i') }}: ya está publicada.</p>
      @else
        <p class="mb-1">La marca rechazó tu última propuesta el {{ $latest->reviewed_at?->format('j/n/Y H:i') }}. Su nota:</p>
        <blockquote class="mb-0 ps-3 border-start" data-proposal-note>{{ $latest->note }}</blockquote>
      @endif
    </div>
  @endif

  <p>Los cambios que mandes llegan a la marca como una propuesta: se publican cuando los aprueben.
    <a href="{{ route('distributors.show', $distributor) }}">Ver la ficha publicada</a>.</p>

  @if ($errors->any())
    <div class="alert alert-danger" role="alert" id="listing-errors" tabindex="-1">
      <p class="mb-1">No se envió la propuesta. Revisá:</p>
      <ul class="mb-0">
        @foreach ($errors->getMessages() as $field => $messages)
          @php($target = match (true) {
            $field === 'hours' => 'hours-help',
            str_starts_with($field, 'products') => 'products-help',
            preg_match('/^(weekly|exceptions\.\d+\.ranges)\./', $field) === 1 => str_replace('.', '-', $field).'-0',
            default => str_replace('.', '-', $field),
          })
          <li><a class="alert-link" href="#{{ $target }}">{{ $messages[0] }}</a></li>
        @endforeach
      </ul>
    </div>
  @endif

  <form method="post" action="{{ route('listing.update', $distributor) }}" class="listing-form" novalidate>
    @csrf
    @method('PUT')

    <fieldset>
      <legend class="h4">Contacto</legend>
      @include('listing.partials.input', ['field' => 'whatsapp', 'label' => 'WhatsApp', 'value' => $distributor->whatsapp, 'type' => 'tel', 'autocomplete' => 'tel', 'hint' => 'Con código de área, como 351 555-1234.'])
      @include('listing.partials.input', ['field' => 'phone', 'label' => 'Teléfono', 'value' => $distributor->phone, 'type' => 'tel', 'autocomplete' => 'tel', 'hint' => 'Como (0351) 422-3344.'])
    </fieldset>

    <fieldset>
      <legend class="h4">Dirección</legend>
      @include('listing.partials.input', ['field' => 'address', 'label' => 'Calle y número', 'value' => $distributor->address, 'autocomplete' => 'street-address'])
      @include('listing.partials.input', ['field' => 'locality', 'label' => 'Localidad', 'value' => $distributor->locality])
      <div class="mb-3">
        <label class="form-label" for="province">Provincia</label>
        <select class="form-select @error('province') is-invalid @enderror" id="province" name="province" @error('province') aria-invalid="true" aria-describedby="province-error" @enderror>
          <option value="">Elegí una provincia</option>
          @foreach ($provinces as $name)
            <option value="{{ $name }}" {{ (old('province', $province) === $name) ? 'selected' : '' }}>{{ $name }}</option>
          @endforeach
        </select>
        @include('listing.partials.error', ['field' => 'province'])
      </div>
      @include('listing.partials.input', ['field' => 'lat', 'label' => 'Latitud', 'value' => $distributor->lat, 'inputmode' => 'decimal', 'hint' => 'En grados decimales, con punto: -31.4125. Se usa para «Cerca mío».'])
      @include('listing.partials.input', ['field' => 'lng', 'label' => 'Longitud', 'value' => $distributor->lng, 'inputmode' => 'decimal', 'hint' => 'Como -64.1935.'])
      @if ($distributor->lat !== null && $distributor->lng !== null)
        <p><a href="https://www.openstreetmap.org/?mlat={{ $distributor->lat }}&amp;mlon={{ $distributor->lng }}#map=18/{{ $distributor->lat }}/{{ $distributor->lng }}" rel="noopener" target="_blank">Ver la posición publicada en OpenStreetMap</a> (se abre en otra pestaña)</p>
      @endif
    </fieldset>

    <fieldset aria-describedby="hours-help{{ $errors->has('hours') ? ' hours-error' : '' }}">
      <legend class="h4">Horario de cada semana</legend>
      <p id="hours-help" class="form-text">Hasta dos turnos por día. Un día sin turnos está cerrado; para cerrar a medianoche, poné 00:00.</p>
      @include('listing.partials.error', ['field' => 'hours'])
      @foreach (\SiteWidgets\Laravel\Distributor\Week::SPANISH as $day => $name)
        <fieldset class="mb-3">
          <legend class="h6 text-capitalize">{{ $name }}</legend>
          @foreach ($hours['weekly'][$day] as $index => $shift)
            @include('listing.partials.shift', ['name' => "weekly[$day][$index]", 'field' => "weekly.$day.$index", 'value' => $shift, 'label' => "$name, turno ".($index + 1)])
          @endforeach
        </fieldset>
      @endforeach
      <fieldset class="mb-3">
        <legend class="h6">Feriados nacionales</legend>
        @foreach (['closed' => 'Cerrado', 'open' => 'Abierto'] as $value => $word)
          <div class="form-check">
            <input class="form-check-input" type="radio" name="holidays" id="holidays-{{ $value }}" value="{{ $value }}" {{ (old('holidays', $hours['holidays']) === $value) ? 'checked' : '' }}>
            <label class="form-check-label" for="holidays-{{ $value }}">{{ $word }}</label>
          </div>
        @endforeach
      </fieldset>
    </fieldset>

    <fieldset>
      <legend class="h4">Días con otro horario</legend>
      <p class="form-text">Un feriado puente, una fecha especial: el día cerrado o con sus turnos. Dejá vacías las filas que no uses.</p>
      @foreach ($hours['exceptions'] as $index => $row)
        <fieldset class="mb-3 border-bottom pb-2">
          <legend class="h6">Día {{ $index + 1 }}</legend>
          @include('listing.partials.input', ['field' => "exceptions.$index.date", 'label' => 'Fecha', 'value' => $row['date'], 'type' => 'date'])
          <div class="form-check">
            <input class="form-check-input" type="checkbox" name="exceptions[{{ $index }}][closed]" id="exceptions-{{ $index }}-closed" value="1" {{ old("exceptions.$index.closed", session()->hasOldInput() ? null : ($row['closed'] ? '1' : null)) === '1' ? 'checked' : '' }}
              @error("exceptions.$index.closed") aria-invalid="true" aria-describedby="exceptions-{{ $index }}-closed-error" @enderror>
            <label class="form-check-label" for="exceptions-{{ $index }}-closed">Cerrado ese día</label>
          </div>
          @include('listing.partials.error', ['field' => "exceptions.$index.closed"])
          @foreach ($row['ranges'] as $shiftIndex => $shift)
            @include('listing.partials.shift', ['name' => "exceptions[$index][ranges][$shiftIndex]", 'field' => "exceptions.$index.ranges.$shiftIndex", 'value' => $shift, 'label' => 'día '.($index + 1).', turno '.($shiftIndex + 1)])
          @endforeach
        </fieldset>
      @endforeach
    </fieldset>

    <fieldset>
      <legend class="h4">Cierre temporal</legend>
      <p class="form-text">Vacaciones, una obra: desde y hasta qué día (inclusive). Dejalo vacío si no cerrás.</p>
      @include('listing.partials.input', ['field' => 'closure.from', 'label' => 'Desde', 'value' => $hours['closure']['from'], 'type' => 'date'])
      @include('listing.partials.input', ['field' => 'closure.until', 'label' => 'Hasta', 'value' => $hours['closure']['until'], 'type' => 'date'])
      @include('listing.partials.input', ['field' => 'closure.reason', 'label' => 'Motivo (opcional)', 'value' => $hours['closure']['reason'], 'hint' => 'Hasta 40 caracteres: «vacaciones».'])
    </fieldset>

    <fieldset aria-describedby="products-help">
      <legend class="h4">Productos de la marca que solés tener</legend>
      <p id="products-help" class="form-text">Los ven quienes buscan dónde comprar lo que pide una receta.</p>
      @include('listing.partials.error', ['field' => 'products'])
      @foreach ($products as $product)
        <div class="form-check">
          <input class="form-check-input" type="checkbox" name="products[]" id="product-{{ $product->id }}" value="{{ $product->id }}"
            {{ in_array((string) $product->id, array_map('strval', (array) old('products', session()->hasOldInput() ? [] : $held)), true) ? 'checked' : '' }}>
          <label class="form-check-label" for="product-{{ $product->id }}">{{ $product->name }}</label>
        </div>
      @endforeach
    </fieldset>

    <button type="submit" class="btn btn-primary w-100">Enviar la propuesta a la marca</button>
  </form>
@endsection
