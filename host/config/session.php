<?php

return [
    // Files, not the array driver: the array driver forgets the CSRF token and old input
    // between requests. With more than one app server: redis (a login on one is a session on
    // every other; host/deploy/env.production).
    'driver' => env('SESSION_DRIVER', 'file'),
    'lifetime' => 120,
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    // The redis driver's connection (config/database.php): the default one, apart from the cache's.
    'connection' => env('SESSION_CONNECTION', 'default'),
    'table' => 'sessions',
    'store' => null,
    'lottery' => [2, 100],
    'cookie' => 'laravel_session',
    'path' => '/',
    'domain' => null,
    // Over HTTPS (any real site): SESSION_SECURE_COOKIE=true, so the cookie never travels in clear.
    'secure' => env('SESSION_SECURE_COOKIE', false),
    'http_only' => true,
    'same_site' => 'lax',
];
