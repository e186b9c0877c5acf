<?php

/*
 * The Laravel host's application for the PHP-kernel tests, with what a test must not share with
 * a running host kept in memory: the cache (so the rate limiters' counts), the sessions, and the
 * log (its lines go nowhere unless the test catches them). `require` returns it.
 */
$app = require __DIR__.'/../../../host/bootstrap/app.php';
// As soon as the settings are read, before any provider takes the cache (the rate limiter does, at boot).
$app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, function ($app) {
    $app['config']->set('cache.default', 'array');
    $app['config']->set('cache.stores.array', ['driver' => 'array', 'serialize' => false]);
    $app['config']->set('session.driver', 'array');
    $app['config']->set('logging.channels.single', ['driver' => 'monolog', 'handler' => Monolog\Handler\NullHandler::class]);
});

return $app;
