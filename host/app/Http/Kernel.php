<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

class Kernel extends HttpKernel
{
    protected $middleware = [
        // First: whatever reads the visitor's address (the rate limits) gets the one it settles.
        \App\Http\Middleware\TrustProxies::class,
        // Every response, error pages included (a 404 never reaches the `web` group).
        \App\Http\Middleware\ContentSecurityPolicy::class,
        \Illuminate\Foundation\Http\Middleware\ValidatePostSize::class,
        \App\Http\Middleware\TrimStrings::class,
        \Illuminate\Foundation\Http\Middleware\ConvertEmptyStringsToNull::class,
    ];

    protected $middlewareGroups = [
        // The pages and the widgets' API alike: session cookie, CSRF (the XSRF-TOKEN cookie
        // the bundle's HTTP client sends back as X-XSRF-TOKEN), errors and old input.
        'web' => [
            \App\Http\Middleware\EncryptCookies::class,
            \Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse::class,
            // A page asked for ahead of a tap (Speculation Rules) is not remembered as the one last seen.
            \SiteWidgets\Laravel\Http\SpeculativeRequests::class,
            \Illuminate\Session\Middleware\StartSession::class,
            \Illuminate\View\Middleware\ShareErrorsFromSession::class,
            \App\Http\Middleware\VerifyCsrfToken::class,
            \Illuminate\Routing\Middleware\SubstituteBindings::class,
        ],
    ];

    protected $routeMiddleware = [
        'auth' => \App\Http\Middleware\Authenticate::class,
        'guest' => \App\Http\Middleware\RedirectIfAuthenticated::class,
        'can' => \Illuminate\Auth\Middleware\Authorize::class,
        'throttle' => \Illuminate\Routing\Middleware\ThrottleRequests::class,
    ];
}
