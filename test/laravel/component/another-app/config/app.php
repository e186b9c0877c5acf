<?php

return [
    'name' => 'Another app',
    'env' => env('APP_ENV', 'production'),
    'debug' => false,
    'url' => 'http://localhost',
    'timezone' => 'America/Argentina/Buenos_Aires',
    'locale' => 'es',
    'fallback_locale' => 'es',
    'key' => 'base64:'.base64_encode(str_repeat('k', 32)),
    'cipher' => 'AES-256-CBC',

    // Laravel's own and the application's; the package's provider is not listed: Laravel discovers it.
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
        Illuminate\Queue\QueueServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        Illuminate\Translation\TranslationServiceProvider::class,
        Illuminate\Validation\ValidationServiceProvider::class,
        Illuminate\View\ViewServiceProvider::class,

        App\Providers\AppServiceProvider::class,
        App\Providers\RouteServiceProvider::class,
    ],
];
