<?php

/*
 * What Composer's vendor/autoload.php would do. Laravel comes from Debian's packages
 * (php-laravel-framework: /usr/share/php is on PHP's include path), and the application's
 * own classes are found by namespace prefix, PSR-4 style.
 */
require_once 'Illuminate/autoload.php';
// The host package's server-side checks: JSON Schema (php-json-schema) and an HTML5 parser (php-masterminds-html5).
require_once 'JsonSchema/autoload.php';
require_once 'Masterminds/HTML5/autoload.php';

spl_autoload_register(function (string $class): void {
    $base = dirname(__DIR__);
    $prefixes = [
        'App\\' => $base.'/app/',
        'Database\\Seeders\\' => $base.'/database/seeders/',
        'SiteWidgets\\Blade\\' => $base.'/packages/site-widgets/src/',
    ];

    foreach ($prefixes as $prefix => $directory) {
        if (str_starts_with($class, $prefix)) {
            $file = $directory.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});
