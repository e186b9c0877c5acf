<?php

require_once __DIR__.'/autoload.php';

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

// An app server of several keeps what it writes (logs, compiled views) in a folder of its own
// and reads its .env from where the deploy put it, when its environment says so (the PHP-FPM
// pools of host/deploy). Its config and route caches move with APP_CONFIG_CACHE and
// APP_ROUTES_CACHE, which Laravel reads itself.
if (is_string($storage = Illuminate\Support\Env::get('APP_STORAGE'))) {
    $app->useStoragePath($storage);
}
if (is_string($environment = Illuminate\Support\Env::get('APP_ENV_DIR'))) {
    $app->useEnvironmentPath($environment);
}

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, App\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
