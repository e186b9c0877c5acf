<?php

namespace App\Providers;

use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Routing\Middleware\ThrottleRequestsWithRedis;
use App\View\Composers\RecipeForm;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\Facades\View;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // The widgets read the API's answers as the legacy API wrote them: `{tags, landings, posts}`,
        // a plain list of distributors, never inside a `data` key (app/Http/Resources/).
        JsonResource::withoutWrapping();

        // The admin forms' one skeleton (resources/views/components/admin/editor-form.blade.php),
        // named: to find an unnamed `<x-admin.…>`, Laravel first looks for a class in the
        // application's namespace, which it reads from a composer.json this host (Debian's
        // Laravel, no Composer) does not have.
        Blade::component('components.admin.editor-form', 'admin.editor-form');

        // The recipe form's products and tags, for every render of it: its controller's, and a
        // refused save's 409 (rendered by the host package from the view Post's revision options name).
        View::composer('admin.posts.edit', RecipeForm::class);

        // With the cache in Redis (app servers side by side: host/deploy/env.production), the
        // API's limits count in one atomic step there. The cache's limiter reads the count, then
        // adds to it: requests arriving together on two servers would all pass one limit.
        if (config('cache.default') === 'redis') {
            $this->app['router']->aliasMiddleware('throttle', ThrottleRequestsWithRedis::class);
        }
    }
}
