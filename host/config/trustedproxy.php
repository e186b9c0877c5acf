<?php

return [
    /*
     * The proxies (a load balancer, a CDN, a reverse proxy) whose X-Forwarded-For, -Proto,
     * -Host and -Port headers are believed: a comma list of addresses and CIDR ranges
     * (TRUSTED_PROXIES="10.0.0.1,192.168.0.0/16"). None by default: the client's address is
     * the connection's peer, and a header anyone can write changes nothing. Behind a proxy left
     * out of this list, every visitor has the proxy's address, and shares its limits (the
     * login's, the hits') with everyone else. `*` trusts whatever peer connects: only for a
     * server no one can reach but through its proxy.
     */
    'proxies' => env('TRUSTED_PROXIES'),
];
