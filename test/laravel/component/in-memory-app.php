<?php

/*
 * The Laravel host's application for the PHP-kernel tests, with what a test must not share with
 * a running host kept in memory: the cache (so the rate limiters' counts), the sessions, and the
 * log: its files (the deprecations' aside) in the test's own folder (KERNEL_LOG_FOLDER) when it
 * gives one, else nowhere (a test catches the lines as they are logged). `require` returns it.
 */
$app = require __DIR__.'/../../../host/bootstrap/app.php';
// As soon as the settings are read, before any provider takes the cache (the rate limiter does, at boot).
$app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, function ($app) {
    $app['config']->set('cache.default', 'array');
    $app['config']->set('cache.stores.array', ['driver' => 'array', 'serialize' => false]);
    $app['config']->set('session.driver', 'array');
    // The deprecations' channel stays: `npm test` counts the notices in the host's own file.
    $folder = getenv('KERNEL_LOG_FOLDER');
    foreach (['single', 'daily', 'csp-reports'] as $name) {
        $channel = $app['config']->get("logging.channels.$name");
        if (isset($channel['path'])) {
            $app['config']->set("logging.channels.$name", $folder ? ['path' => $folder.'/'.basename($channel['path'])] + $channel : ['driver' => 'monolog', 'handler' => Monolog\Handler\NullHandler::class]);
        }
    }
});

return $app;
