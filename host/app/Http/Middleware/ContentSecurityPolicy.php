<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Foundation\Vite;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\View;
use SiteWidgets\Laravel\Csp;
use SiteWidgets\Laravel\View\Components\ConsentDefaults;

/**
 * A strict Content-Security-Policy on every response, as Google's strict-CSP guidance
 * writes it: scripts run only with this request's nonce (and what they load:
 * 'strict-dynamic'), no inline handler or `javascript:` URL, no plugin, no <base>, no
 * framing by other sites, and Trusted Types for the DOM's script sinks. The views print
 * the nonce on their script tags (`$cspNonce`); the bundle needs it nowhere else: its page
 * globals are JSON (`<x-site-widgets-globals>`), its widget CSS constructed stylesheets,
 * and what it adds itself carries the nonce it finds on the page. What the policy blocks is
 * reported to the site, which logs it (App\Http\Controllers\CspReportController). Over
 * HTTPS, HSTS too. docs/hosting.md, "Content Security Policy", has this policy and what each
 * part is for.
 */
class ContentSecurityPolicy
{
    /** Where browsers send their reports (routes: RouteServiceProvider). */
    public const REPORTS = '/csp-report';

    /** The Reporting API's name for that endpoint, in `report-to` and `Reporting-Endpoints`. */
    private const REPORTS_GROUP = 'csp';

    public function handle(Request $request, Closure $next)
    {
        $nonce = Csp::useNonce();
        View::share('cspNonce', $nonce);
        // Laravel 9.19 and later: what `@vite` prints carries the same nonce.
        if (class_exists(Vite::class)) {
            app(Vite::class)->useCspNonce($nonce);
        }

        $response = $next($request);

        $response->headers->set('Content-Security-Policy', self::policy($nonce, $request->isSecure()));
        if ($request->isSecure()) {
            $response->headers->set('Reporting-Endpoints', self::REPORTS_GROUP.'="'.url(self::REPORTS).'"');
            // HTTPS only from now on, for a year (over plain HTTP a browser ignores it).
            $response->headers->set('Strict-Transport-Security', 'max-age=31536000');
        }
        $response->headers->set('X-Content-Type-Options', 'nosniff');
        $response->headers->set('Referrer-Policy', 'strict-origin-when-cross-origin');

        return $response;
    }

    private static function policy(string $nonce, bool $secure): string
    {
        $directives = [
            "default-src 'self'",
            "script-src 'nonce-$nonce' 'strict-dynamic'",
            "style-src 'self' 'nonce-$nonce'",
            // Answers' images may come from other sites; uploads preview as blob: URLs.
            "img-src 'self' https: data: blob:",
            "object-src 'none'",
            "base-uri 'none'",
            "frame-ancestors 'self'",
            "form-action 'self'",
            "require-trusted-types-for 'script'",
            // The one policy the bundle may create: DOMPurify's, where the browser has no Sanitizer API.
            // And the one the service worker's address goes through, where a visitor saves a recipe for offline,
            // and the one the Speculation Rules' text goes through, on pages with cards (its script runs by the nonce).
            'trusted-types dompurify site-widgets-sw site-widgets-speculation',
            'report-uri '.self::REPORTS,
        ];
        if (config('site-widgets.consent.measurement_id')) {
            $directives = self::withAnalytics($directives);
        }
        if ($secure) {
            // The Reporting API, which a browser that has it uses instead of `report-uri`. Only over
            // HTTPS: Chromium ignores `Reporting-Endpoints` over plain HTTP, yet, given `report-to`,
            // would send nothing at all (the development host's case).
            $directives[] = 'report-to '.self::REPORTS_GROUP;
        }

        return implode('; ', $directives);
    }

    /**
     * With an analytics tag configured (docs/hosting.md, "Consent"): the Trusted Types policy
     * that writes the tag's address, and Google's hit origins for `connect-src` (none for a
     * stand-in on the site). The tag's script needs no source of its own: 'strict-dynamic'
     * trusts what the nonce'd consent script adds, once the visitor accepts.
     *
     * @param  list<string>  $directives
     * @return list<string>
     */
    private static function withAnalytics(array $directives): array
    {
        $origins = (new ConsentDefaults())->script()->connectOrigins();
        foreach ($directives as $index => $directive) {
            if (str_starts_with($directive, 'trusted-types ')) {
                $directives[$index] = $directive.' site-widgets-consent';
            }
        }
        if ($origins !== []) {
            $directives[] = "connect-src 'self' ".implode(' ', $origins);
        }

        return $directives;
    }
}
