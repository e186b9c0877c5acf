@extends('layouts.app')

{{-- Admin pages load both entries. ?entries=admin-first prints the admin entry first:
     either order must mount every editor. --}}
@section('widget-entries')
  @include('partials.bundle-entries', ['entries' => request('entries') === 'admin-first' ? 'admin-first' : 'admin'])
@endsection
