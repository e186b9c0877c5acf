<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * Lets through only what a browser sends about a Content-Security-Policy violation: the two
 * report types (`application/csp-report` from `report-uri`, `application/reports+json` from
 * the Reporting API), and a body small enough to be one (a batch of the Reporting API's
 * holds a few). Anything else never reaches the log: 415 or 413.
 */
class AcceptCspReports
{
    public const TYPES = ['application/csp-report', 'application/reports+json'];

    /** A report is about 1 KB; a batch, a few. */
    public const MAX_BYTES = 32 * 1024;

    public function handle(Request $request, Closure $next)
    {
        $type = strtolower(trim(explode(';', (string) $request->headers->get('Content-Type'))[0]));
        if (! in_array($type, self::TYPES, true)) {
            return response('', 415);
        }
        // The declared length, then the body itself (a chunked body declares none).
        if ((int) $request->headers->get('Content-Length') > self::MAX_BYTES || strlen($request->getContent()) > self::MAX_BYTES) {
            return response('', 413);
        }

        return $next($request);
    }
}
