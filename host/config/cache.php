<?php

/*
 * The cache holds the rate limiters' counts (login, hits, CSP reports) and the editors'
 * presence: with more than one app server it must be one store they share (Redis), or each
 * server would count and see on its own.
 */
return [
    'default' => env('CACHE_DRIVER', 'file'),
    'stores' => [
        'file' => ['driver' => 'file', 'path' => storage_path('framework/cache')],
        'redis' => ['driver' => 'redis', 'connection' => 'cache'],
    ],
    'prefix' => 'sitio_cache',
];
