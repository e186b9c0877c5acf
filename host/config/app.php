<?php

return [
    'name' => env('APP_NAME', 'Sitio'),
    'env' => env('APP_ENV', 'production'),
    // The release deployed (its tag or commit), which each backup's manifest names.
    'version' => env('APP_VERSION'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://127.0.0.1:8000'),
    'asset_url' => env('ASSET_URL'),
    'mix_url' => env('MIX_ASSET_URL', ''),
    'timezone' => 'America/Argentina/Buenos_Aires',
    // No Debian package ships Laravel's language files: resources/lang/es holds the few used.
    'locale' => 'es',
    'fallback_locale' => 'es',
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',

    // Only what the site uses. `artisan` needs the queue and bus providers.
    'providers' => [
        Illuminate\Auth\AuthServiceProvider::class,
        Illuminate\Bus\BusServiceProvider::class,
        Illuminate\Cache\CacheServiceProvider::class,
        Illuminate\Foundation\Providers\ConsoleSupportServiceProvider::class,
        Illuminate\Cookie\CookieServiceProvider::class,
        Illuminate\Database\DatabaseServiceProvider::class,
        Illuminate\Encryption\EncryptionServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Foundation\Providers\FoundationServiceProvider::class,
        Illuminate\Hashing\HashServiceProvider::class,
        Illuminate\Pagination\PaginationServiceProvider::class,
        Illuminate\Queue\QueueServiceProvider::class,
        // Sessions, the cache and the rate limiters in production (config/database.php, 'redis').
        Illuminate\Redis\RedisServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        Illuminate\Translation\TranslationServiceProvider::class,
        Illuminate\Validation\ValidationServiceProvider::class,
        Illuminate\View\ViewServiceProvider::class,
        // With Composer, Laravel discovers it (the package's composer.json, `extra.laravel.providers`).
        SiteWidgets\Laravel\SiteWidgetsServiceProvider::class,
        App\Providers\AppServiceProvider::class,
        App\Providers\AuthServiceProvider::class,
        App\Providers\RouteServiceProvider::class,
    ],

    'aliases' => [],
];
