<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Str;
use SiteWidgets\Laravel\Recipe\Stored;

/**
 * POST /csp-report: the browsers' reports of what the Content-Security-Policy blocked
 * (App\Http\Middleware\ContentSecurityPolicy names this endpoint), one warning line each in a
 * log of their own (the `csp-reports` channel: `storage/logs/csp-reports-YYYY-MM-DD.log`): the
 * directive, what was blocked, on which page. A site watches that log: a new line after a
 * deploy is a page or a widget the policy breaks, or a script someone tried to slip in. Only
 * report bodies get here (App\Http\Middleware\AcceptCspReports), and anyone can send them, so
 * what they can write is bounded: a report is written by the visitor's browser, so each field
 * is cut short and kept on one line, a line is 1 KB at most and a request writes three at most;
 * `throttle:csp-reports` lets 30 requests a minute through per address (an IPv6 /64) and 60 for
 * the whole site; the channel keeps a file a day, seven days. At most, then: 60 requests × 3
 * lines × about 1.1 KB (the line and Monolog's date and level) a minute, 280 MB a day, 2.2 GB in
 * the eight files the channel can hold; one address alone, half of that.
 */
class CspReportController extends Controller
{
    /** A batch of the Reporting API's holds a few; the first three say what broke, the rest is more of it. */
    private const MAX_REPORTS = 3;

    private const MAX_FIELD = 200;

    /** A line's bytes at most (the message; Monolog adds its date, channel and level). */
    private const MAX_LINE_BYTES = 1024;

    /** `throttle:csp-reports` (App\Providers\RouteServiceProvider): requests a minute from one address. */
    public const PER_ADDRESS_PER_MINUTE = 30;

    /** …and from every address together, whatever happens: what bounds the log. */
    public const PER_SITE_PER_MINUTE = 60;

    public function __invoke(Request $request)
    {
        $violations = self::violations(json_decode($request->getContent(), true));
        if ($violations === []) {
            return response('', 400);
        }
        foreach (array_slice($violations, 0, self::MAX_REPORTS) as [$directive, $blocked, $document]) {
            $line = sprintf('CSP violation: %s blocked %s on %s', self::field($directive), self::field($blocked), self::field($document));
            Log::channel('csp-reports')->warning(mb_strcut($line, 0, self::MAX_LINE_BYTES, 'UTF-8'));
        }

        return response()->noContent();
    }

    /**
     * The violations a body reports, each as [directive, blocked URI, document URI]: a
     * `report-uri` body (`{"csp-report": {…}}`, the fields in kebab case) or a Reporting API
     * batch (`[{"type": "csp-violation", "body": {…}}, …]`, in camel case).
     *
     * @return list<array{0: mixed, 1: mixed, 2: mixed}>
     */
    private static function violations(mixed $body): array
    {
        if (is_array($body) && is_array($body['csp-report'] ?? null)) {
            $report = $body['csp-report'];

            return [[$report['effective-directive'] ?? $report['violated-directive'] ?? null, $report['blocked-uri'] ?? null, $report['document-uri'] ?? null]];
        }
        if (! is_array($body) || ! array_is_list($body)) {
            return [];
        }
        $violations = [];
        foreach ($body as $report) {
            if (is_array($report) && ($report['type'] ?? null) === 'csp-violation' && is_array($report['body'] ?? null)) {
                $violations[] = [$report['body']['effectiveDirective'] ?? null, $report['body']['blockedURL'] ?? null, $report['body']['documentURL'] ?? $report['url'] ?? null];
            }
        }

        return $violations;
    }

    /** A field as the log line shows it: text on one line, cut short; anything else a dash. */
    private static function field(mixed $value): string
    {
        $text = Stored::text($value);
        if ($text === null || trim($text) === '') {
            return '-';
        }

        return Str::limit(trim(preg_replace('/[\p{Cc}\p{Cf}\p{Z}\s]+/u', ' ', $text) ?? ''), self::MAX_FIELD);
    }
}
