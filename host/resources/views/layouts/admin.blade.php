@extends('layouts.app')

{{-- Admin pages load both entries. ?entries=admin-first prints the admin entry first:
     either order must mount every editor. --}}
@section('widget-entries')
  @include(request('entries') === 'admin-first' ? 'partials.admin-entries-reversed' : 'partials.admin-entries')
@endsection
