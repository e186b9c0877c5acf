<?php

namespace App\Providers;

use App\Http\Controllers\CspReportController;
use App\Http\Controllers\HealthController;
use App\Http\Middleware\AcceptCspReports;
use App\Http\Middleware\ContentSecurityPolicy;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\Route;
use SiteWidgets\Laravel\ClientAddress;

class RouteServiceProvider extends ServiceProvider
{
    public function boot()
    {
        $this->configureRateLimiting();

        $this->routes(function () {
            Route::middleware('web')->group(base_path('routes/web.php'));

            // The browsers' Content-Security-Policy reports, outside the `web` group: a report
            // carries no cookie and no CSRF token, and needs no session (one per report would
            // pile up files).
            // The health check (a load balancer's, the fault journeys'): no session, which may be what is down.
            Route::get('/up', HealthController::class)->name('up');

            Route::post(ContentSecurityPolicy::REPORTS, CspReportController::class)
                ->middleware(['throttle:csp-reports', AcceptCspReports::class])
                ->name('csp-report');
        });
    }

    /**
     * The API's limits (`throttle:hits`, `throttle:uploads`), per user, or per address for
     * visitors. A share is a click; an editor uploads a photo per step at most: both limits
     * sit far above a person and far below a script. The bundle reads a 429 as any failed
     * hit (the share goes on) or as a failed upload it offers to retry. The CSP reports'
     * (`throttle:csp-reports`), per address and for the whole site: a page that breaks may send
     * a few a load, a visitor who means to fill the log gets 429, and so do many together past
     * what the log is sized for (App\Http\Controllers\CspReportController). The address is the
     * visitor's behind the proxies TRUSTED_PROXIES names (App\Http\Middleware\TrustProxies), as
     * SiteWidgets\Laravel\ClientAddress counts it, as the login does: an IPv6 address by its
     * /64, an IPv4 address written as IPv6 (`::ffff:…`) as itself. The login counts its wrong
     * passwords itself (App\Http\Controllers\Auth\LoginController).
     */
    protected function configureRateLimiting(): void
    {
        RateLimiter::for('hits', fn (Request $request) => Limit::perMinute(20)->by($request->user()?->id ?: ClientAddress::of($request)));
        RateLimiter::for('uploads', fn (Request $request) => Limit::perMinute(30)->by($request->user()?->id ?: ClientAddress::of($request)));
        RateLimiter::for('csp-reports', fn (Request $request) => [
            Limit::perMinute(CspReportController::PER_ADDRESS_PER_MINUTE)->by(ClientAddress::of($request)),
            Limit::perMinute(CspReportController::PER_SITE_PER_MINUTE)->by('the whole site'),
        ]);
        // A point of sale's proposals (`PUT /mi-punto-de-venta/{distributor}`): a person sends a few; each replaces the one before.
        RateLimiter::for('proposals', fn (Request $request) => Limit::perMinute(10)->by($request->user()?->id ?: ClientAddress::of($request)));
        // The admin forms' heartbeat (`POST /admin/presencia`): one every 20 s per open form, and one
        // as each leaves; 120 a minute per editor's session leaves room for a dozen tabs and reloads.
        RateLimiter::for('presence', fn (Request $request) => Limit::perMinute(120)->by($request->user()?->id.'|'.$request->session()->getId()));
    }
}
