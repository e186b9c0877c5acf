@extends('layouts.app')

@section('title', 'Mi punto de venta')

@section('content')
  <h1>Mi punto de venta</h1>
  <p>Tu cuenta no tiene un punto de venta asociado. Si tenés uno, escribile a la marca para que lo vincule a tu cuenta.</p>
@endsection
