<?php

namespace App\Providers;

use App\Models\User;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // Who may edit the notes and see their revisions: the gate the package's revision pages ask by default.
        Gate::define('edit-content', fn (User $user) => $user->editor);
    }
}
