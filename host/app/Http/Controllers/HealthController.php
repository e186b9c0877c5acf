<?php

namespace App\Http\Controllers;

use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Redis;
use Throwable;

/**
 * GET /up: whether this app server can serve a page, for a load balancer's health check and the
 * fault journeys (docs/laravel-host.md, "Faults"): the database answers a query, and Redis a
 * PING where the site keeps its sessions, cache or limits there. 200 with each part "ok", or
 * 503 naming the part that failed, never why (the log has it). Outside the `web` group: no
 * session, no cookie, so it works while Redis is away, and a check every few seconds leaves
 * nothing behind. As Laravel 11's `/up`, which Laravel 8 and 10 lack.
 */
class HealthController extends Controller
{
    public function __invoke()
    {
        $parts = ['database' => self::check(fn () => DB::select('select 1'))];
        if (self::usesRedis()) {
            $parts['redis'] = self::check(fn () => Redis::connection()->ping());
        }
        $healthy = ! in_array('failed', $parts, true);

        return response()->json($parts, $healthy ? 200 : 503, $healthy ? ['Cache-Control' => 'no-store'] : ['Cache-Control' => 'no-store', 'Retry-After' => '10']);
    }

    private static function check(callable $query): string
    {
        try {
            $query();

            return 'ok';
        } catch (Throwable $e) {
            report($e);

            return 'failed';
        }
    }

    private static function usesRedis(): bool
    {
        return in_array('redis', [config('session.driver'), config('cache.default'), config('queue.default')], true);
    }
}
