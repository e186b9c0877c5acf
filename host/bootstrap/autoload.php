<?php

/*
 * What Composer's vendor/autoload.php would do. Laravel comes from Debian's packages
 * (php-laravel-framework: /usr/share/php is on PHP's include path), and the application's
 * own classes are found by namespace prefix, PSR-4 style: the host package's where its
 * composer.json maps them, as `composer require` would read it.
 */
require_once 'Illuminate/autoload.php';
// The host package's server-side checks: JSON Schema (php-json-schema) and an HTML5 parser (php-masterminds-html5).
require_once 'JsonSchema/autoload.php';
require_once 'Masterminds/HTML5/autoload.php';

spl_autoload_register((function (): Closure {
    $base = dirname(__DIR__);
    $package = $base.'/packages/site-widgets';
    $prefixes = [
        'App\\' => $base.'/app/',
        'Database\\Seeders\\' => $base.'/database/seeders/',
    ] + array_map(
        fn (string $directory) => "$package/$directory",
        json_decode(file_get_contents("$package/composer.json"), true, 16, JSON_THROW_ON_ERROR)['autoload']['psr-4'],
    );

    return function (string $class) use ($prefixes): void {
        foreach ($prefixes as $prefix => $directory) {
            if (str_starts_with($class, $prefix)) {
                $file = $directory.str_replace('\\', '/', substr($class, strlen($prefix))).'.php';
                if (is_file($file)) {
                    require $file;
                }

                return;
            }
        }
    };
})());
