<?php

namespace App\Providers;

use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\Route;

class RouteServiceProvider extends ServiceProvider
{
    public function boot()
    {
        $this->configureRateLimiting();

        $this->routes(function () {
            Route::middleware('web')->group(base_path('routes/web.php'));
        });
    }

    /**
     * The API's limits (`throttle:hits`, `throttle:uploads`), per user, or per address for
     * visitors. A share is a click; an editor uploads a photo per step at most: both limits
     * sit far above a person and far below a script. The bundle reads a 429 as any failed
     * hit (the share goes on) or as a failed upload it offers to retry.
     */
    protected function configureRateLimiting(): void
    {
        RateLimiter::for('hits', fn (Request $request) => Limit::perMinute(20)->by($request->user()?->id ?: $request->ip()));
        RateLimiter::for('uploads', fn (Request $request) => Limit::perMinute(30)->by($request->user()?->id ?: $request->ip()));
    }
}
