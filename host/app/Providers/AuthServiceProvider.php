<?php

namespace App\Providers;

use App\Models\Distributor;
use App\Models\User;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Gate;

class AuthServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // Every admin form and the image upload ask this one question (routes/web.php:
        // `can:edit-content`); the nav asks it too (`@can`). A site with finer roles
        // (products only, FAQ only) splits it into more gates or policies.
        Gate::define('edit-content', fn (User $user) => $user->isEditor());
        // A point of sale proposes changes to its own listing only; anyone else (another point
        // of sale, an editor, who reviews proposals in the queue instead) is answered 403.
        Gate::define('edit-listing', fn (User $user, Distributor $distributor) => $user->listingId() !== null && $user->listingId() === (int) $distributor->getKey());
    }
}
