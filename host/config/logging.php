<?php

return [
    // One file in development (the tests read it); in production a file a day, LOG_DAYS kept
    // (host/deploy/env.production), so the log never grows without end.
    'default' => env('LOG_CHANNEL', 'single'),
    'channels' => [
        'single' => ['driver' => 'single', 'path' => storage_path('logs/laravel.log'), 'level' => 'debug'],
        'daily' => ['driver' => 'daily', 'path' => storage_path('logs/laravel.log'), 'level' => env('LOG_LEVEL', 'info'), 'days' => (int) env('LOG_DAYS', 14)],
        // The browsers' Content-Security-Policy reports (App\Http\Controllers\CspReportController),
        // which anyone can send: a file a day, seven kept, so that what they write is bounded.
        'csp-reports' => ['driver' => 'daily', 'path' => storage_path('logs/csp-reports.log'), 'level' => 'warning', 'days' => 7],
        // PHP's and Laravel's deprecation notices, apart (Laravel sends them nowhere unless a
        // `deprecations` channel exists): `npm test` reads this file after each leg and counts
        // every line in it as a failure, so a notice from a newer PHP or Laravel is seen the day it starts.
        'deprecations' => ['driver' => 'single', 'path' => storage_path('logs/deprecations.log'), 'level' => 'debug'],
    ],
];
