<?php

namespace App\Http\Middleware;

use Illuminate\Http\Middleware\TrustProxies as Middleware;
use Illuminate\Http\Request;

/**
 * Believes the X-Forwarded-* headers of the proxies `config/trustedproxy.php` lists
 * (TRUSTED_PROXIES), and of no one else: `$request->ip()`, which the rate limits key on,
 * is then the visitor's address behind those proxies, and the connection's peer otherwise.
 * A global middleware, first of all: everything after it reads the address it settles.
 */
class TrustProxies extends Middleware
{
    protected function setTrustedProxyIpAddresses(Request $request)
    {
        // Laravel's own reading would take an empty setting as one proxy named "": no one, said plainly.
        $proxies = array_values(array_filter(
            array_map('trim', explode(',', (string) config('trustedproxy.proxies'))),
            fn (string $proxy) => $proxy !== '',
        ));

        if ($proxies === ['*']) {
            $this->setTrustedProxyIpAddressesToTheCallingIp($request);
        } elseif ($proxies !== []) {
            $this->setTrustedProxyIpAddressesToSpecificIps($request, $proxies);
        }
    }
}
