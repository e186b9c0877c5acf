@extends('layouts.app')

@section('title', 'Iniciar sesión')

@section('content')
  <h1>Iniciar sesión</h1>
  <form method="post" action="{{ route('login') }}" class="col-md-6">
    @csrf
    @error('email')
      <div class="alert alert-danger" role="alert">{{ $message }}</div>
    @enderror
    <div class="mb-3">
      <label for="email" class="form-label">Correo electrónico</label>
      <input id="email" name="email" type="email" autocomplete="username" class="form-control" value="{{ old('email') }}" required>
    </div>
    <div class="mb-3">
      <label for="password" class="form-label">Contraseña</label>
      <input id="password" name="password" type="password" autocomplete="current-password" class="form-control" required>
    </div>
    <button type="submit" class="btn btn-primary">Ingresar</button>
  </form>
@endsection
