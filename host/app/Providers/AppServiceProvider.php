<?php

namespace App\Providers;

use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Routing\Middleware\ThrottleRequestsWithRedis;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // The widgets read the API's answers as the legacy API wrote them: `{tags, landings, posts}`,
        // a plain list of distributors, never inside a `data` key (app/Http/Resources/).
        JsonResource::withoutWrapping();

        // With the cache in Redis (app servers side by side: host/deploy/env.production), the
        // API's limits count in one atomic step there. The cache's limiter reads the count, then
        // adds to it: requests arriving together on two servers would all pass one limit.
        if (config('cache.default') === 'redis') {
            $this->app['router']->aliasMiddleware('throttle', ThrottleRequestsWithRedis::class);
        }
    }
}
