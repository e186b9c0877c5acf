<?php

namespace SiteWidgets\Laravel;

use Illuminate\Http\Request;

/**
 * The visitor as a rate limit counts them, by address: the one `$request->ip()` gives (the
 * connection's peer, or what a proxy the host trusts forwards), with two rules a limit keyed on
 * it raw would miss.
 *
 * - An IPv6 address by its /64, what one subscriber is given (`2001:db8:1:2::/64`): counted one
 *   by one, its 2^64 addresses would each get a limit of their own.
 * - An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, how a dual-stack server or proxy sees
 *   its IPv4 visitors) as the IPv4 address it is (`203.0.113.7`): by the first rule, every IPv4
 *   visitor would share one count, `::ffff:0:0/64`.
 *
 * An IPv4 address counts alone; an address is written one way (`2001:DB8::1` and `2001:db8:0::1`
 * are one key). Anything that is not an address is the key as it is.
 *
 *     RateLimiter::for('hits', fn (Request $request) => Limit::perMinute(20)->by($request->user()?->id ?: ClientAddress::of($request)));
 */
final class ClientAddress
{
    /** The key of the request's visitor. */
    public static function of(Request $request): string
    {
        return self::key((string) $request->ip());
    }

    /** The key of an address. */
    public static function key(string $ip): string
    {
        $packed = filter_var($ip, FILTER_VALIDATE_IP) === false ? false : inet_pton($ip);
        if ($packed === false) {
            return $ip;
        }
        if (strlen($packed) === 16 && str_starts_with($packed, str_repeat("\0", 10)."\xFF\xFF")) {
            $packed = substr($packed, 12);
        }

        return strlen($packed) === 4 ? (string) inet_ntop($packed) : inet_ntop(substr($packed, 0, 8).str_repeat("\0", 8)).'/64';
    }
}
