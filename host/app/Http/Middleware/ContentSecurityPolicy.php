<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\View;
use SiteWidgets\Blade\Csp;

/**
 * A strict Content-Security-Policy on every response, as Google's strict-CSP guidance
 * writes it: scripts run only with this request's nonce (and what they load:
 * 'strict-dynamic'), no inline handler or `javascript:` URL, no plugin, no <base>, no
 * framing by other sites, and Trusted Types for the DOM's script sinks. The views print
 * the nonce on their script tags (`$cspNonce`); the bundle needs it nowhere else: its page
 * globals are JSON (`<x-site-widgets-globals>`), its widget CSS constructed stylesheets,
 * and what it adds itself carries the nonce it finds on the page. docs/hosting.md,
 * "Content Security Policy", has this policy and what each part is for.
 */
class ContentSecurityPolicy
{
    public function handle(Request $request, Closure $next)
    {
        $nonce = Csp::useNonce();
        View::share('cspNonce', $nonce);

        $response = $next($request);

        $response->headers->set('Content-Security-Policy', implode('; ', [
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
            'trusted-types dompurify',
        ]));
        $response->headers->set('X-Content-Type-Options', 'nosniff');
        $response->headers->set('Referrer-Policy', 'strict-origin-when-cross-origin');

        return $response;
    }
}
