<?php

/*
 * A Laravel application as `laravel new` lays it out, reduced to what renders a view, runs
 * artisan and answers an editor's requests: Laravel and the package's two libraries from
 * Debian's packages (on PHP's include path), everything else from Composer's vendor/autoload.php.
 */
require_once 'Illuminate/autoload.php';
require_once 'JsonSchema/autoload.php';
require_once 'Masterminds/HTML5/autoload.php';
require_once __DIR__.'/../vendor/autoload.php';

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, Illuminate\Foundation\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, Illuminate\Foundation\Exceptions\Handler::class);

return $app;
