@extends('layouts.editing')

@section('title', 'Entrar')

@section('content')
  <form method="post" action="{{ url('entrar') }}">
    @csrf
    <label>Correo <input type="email" name="email"></label>
    <button type="submit">Entrar</button>
  </form>
@endsection
