<?php

/*
 * SQLite for development and the journeys (`npm run start:laravel`); MySQL/MariaDB in
 * production (host/deploy/env.production, `npm run start:laravel -- --production`). The
 * migrations and queries run on both: docs/laravel-host.md, "Production".
 */
return [
    'default' => env('DB_CONNECTION', 'sqlite'),
    'connections' => [
        'sqlite' => [
            'driver' => 'sqlite',
            'database' => env('DB_DATABASE', storage_path('database.sqlite')),
            'prefix' => '',
            'foreign_key_constraints' => true,
        ],
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            // A socket, when the database is on the same machine: no TCP, no port to guard.
            'unix_socket' => env('DB_SOCKET', ''),
            'database' => env('DB_DATABASE', 'sitio'),
            'username' => env('DB_USERNAME', 'sitio'),
            'password' => env('DB_PASSWORD', ''),
            // Four-byte UTF-8 (emoji in a recipe's name), compared without case or accents:
            // "limon" finds "Limón" as the widgets' search does.
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'prefix' => '',
            'strict' => true,
            'engine' => 'InnoDB',
            // A slow database (a lock held by a migration or a stuck transaction) must not hold
            // the app servers' workers: a request waits at most DB_LOCK_WAIT_SECONDS for a lock
            // (a table's, a row's), then fails and is answered 503 with Retry-After
            // (App\Exceptions\Unavailable); the site recovers by itself when the lock goes. Well
            // below PHP-FPM's request_terminate_timeout and nginx's fastcgi_read_timeout
            // (host/deploy), so PHP answers before either cuts it. Artisan's connection too: a
            // migration that waits longer for a lock fails rather than queueing every request
            // behind it (run it again). A connection that cannot be opened fails within
            // DB_CONNECT_SECONDS. (A statement slow without a lock is cut by the FPM timeout.)
            'options' => extension_loaded('pdo_mysql') ? [
                PDO::ATTR_TIMEOUT => (int) env('DB_CONNECT_SECONDS', 3),
                PDO::MYSQL_ATTR_INIT_COMMAND => sprintf(
                    'SET SESSION lock_wait_timeout = %1$d, innodb_lock_wait_timeout = %1$d',
                    (int) env('DB_LOCK_WAIT_SECONDS', 5),
                ),
            ] : [],
        ],
    ],
    'migrations' => 'migrations',
    // Sessions, the cache and the rate limiters' counts, shared by every app server
    // (phpredis: Debian's php-redis).
    'redis' => [
        'client' => 'phpredis',
        'options' => ['prefix' => env('REDIS_PREFIX', 'sitio:')],
        'default' => [
            'host' => env('REDIS_HOST', '127.0.0.1'),
            'port' => (int) env('REDIS_PORT', 6379),
            'password' => env('REDIS_PASSWORD'),
            'database' => (int) env('REDIS_DB', 0),
        ],
        'cache' => [
            'host' => env('REDIS_HOST', '127.0.0.1'),
            'port' => (int) env('REDIS_PORT', 6379),
            'password' => env('REDIS_PASSWORD'),
            'database' => (int) env('REDIS_CACHE_DB', 1),
        ],
    ],
];
