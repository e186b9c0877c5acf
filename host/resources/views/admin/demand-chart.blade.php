{{-- The provinces' chart, drawn here: bars as SVG shapes with presentation attributes (no style
     attribute, no script: the strict CSP holds), one row per province, its consultas above its
     pedidos. 360 wide, so that a 390 px phone shows it at its own size; wider screens cap it
     (site.css, .demand-chart). Read as one image: its title and description say every count. --}}
@php
  $width = 360;
  $barsFrom = 0;
  $room = $width - 48;
  $max = max(1, ...array_map(fn (array $row) => max($row['asked'], $row['orders']), $rows));
  $rowHeight = 50;
  $top = 30;
  $height = $top + count($rows) * $rowHeight;
  $described = implode('; ', array_map(fn (array $row) => sprintf('%s: %d %s y %d %s', $label($row['province']), $row['asked'], $row['asked'] === 1 ? 'consulta' : 'consultas', $row['orders'], $row['orders'] === 1 ? 'pedido' : 'pedidos'), $rows)).'.';
  $asked = '#0b5ed7';
  $orders = '#146c43';
@endphp
<figure class="demand-chart">
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {{ $width }} {{ $height }}" width="{{ $width }}" height="{{ $height }}" role="img"
       aria-labelledby="demand-chart-title" aria-describedby="demand-chart-desc" font-family="system-ui, sans-serif" font-size="13">
    <title id="demand-chart-title">Consultas y pedidos por provincia</title>
    <desc id="demand-chart-desc">{{ $described }}</desc>
    <rect x="0" y="4" width="12" height="12" fill="{{ $asked }}"/>
    <text x="18" y="14" fill="#212529">Consultas</text>
    <rect x="110" y="4" width="12" height="12" fill="{{ $orders }}"/>
    <text x="128" y="14" fill="#212529">Pedidos por WhatsApp</text>
    @foreach ($rows as $index => $row)
      @php
        $y = $top + $index * $rowHeight;
        $askedWidth = round($row['asked'] / $max * $room, 1);
        $ordersWidth = round($row['orders'] / $max * $room, 1);
      @endphp
      <text x="0" y="{{ $y + 12 }}" fill="#212529" font-weight="600">{{ $label($row['province']) }}</text>
      <rect x="{{ $barsFrom }}" y="{{ $y + 17 }}" width="{{ $askedWidth }}" height="12" fill="{{ $asked }}"/>
      <text x="{{ $barsFrom + $askedWidth + 4 }}" y="{{ $y + 27 }}" fill="#212529" font-size="12">{{ $row['asked'] }}</text>
      <rect x="{{ $barsFrom }}" y="{{ $y + 31 }}" width="{{ $ordersWidth }}" height="12" fill="{{ $orders }}"/>
      <text x="{{ $barsFrom + $ordersWidth + 4 }}" y="{{ $y + 41 }}" fill="#212529" font-size="12">{{ $row['orders'] }}</text>
    @endforeach
  </svg>
</figure>
