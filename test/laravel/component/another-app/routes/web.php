<?php

use App\Http\Controllers\NoteController;
use App\Http\Controllers\SignInController;
use App\Models\Note;
use Illuminate\Support\Facades\Route;

Route::get('entrar', [SignInController::class, 'show'])->name('login');
Route::post('entrar', [SignInController::class, 'store']);

Route::middleware(['auth', 'can:edit-content'])->group(function () {
    Route::get('notes/{note}/edit', [NoteController::class, 'edit'])->name('notes.edit');
    // A save holds the session's lock, as the package's 'Restaurar' does.
    Route::put('notes/{note}', [NoteController::class, 'update'])->name('notes.update')->block();
    Route::siteWidgetsRevisions('notes/{note}', Note::class, 'notes');
});
