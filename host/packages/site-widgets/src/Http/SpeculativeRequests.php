<?php

namespace SiteWidgets\Laravel\Http;

use Closure;
use Illuminate\Http\Request;

/**
 * A page the browser asks for ahead of a tap (the bundle's Speculation Rules: `Sec-Purpose:
 * prefetch`, or `prefetch;prerender`) is no visit yet, and the visitor may never open it. Laravel
 * knows a prefetch by `Purpose: prefetch` (8 to 10 do not read `Sec-Purpose`): marked so, the
 * session does not remember it as the page last seen (`url()->previous()`, where a refused form
 * goes back). In the `web` group before `StartSession` (docs/hosting.md, "Speculation Rules").
 */
final class SpeculativeRequests
{
    public function handle(Request $request, Closure $next): mixed
    {
        if (self::isSpeculative($request)) {
            $request->headers->set('Purpose', 'prefetch');
        }

        return $next($request);
    }

    /** `Sec-Purpose` is a structured list whose first item names the purpose: `prefetch`, with parameters or not. */
    public static function isSpeculative(Request $request): bool
    {
        return preg_match('/^\s*prefetch\s*(;|$)/i', (string) $request->headers->get('Sec-Purpose', '')) === 1;
    }
}
