<?php

namespace App\Providers;

use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot()
    {
        // The widgets read the API's answers as the legacy API wrote them: `{tags, landings, posts}`,
        // a plain list of distributors, never inside a `data` key (app/Http/Resources/).
        JsonResource::withoutWrapping();
    }
}
