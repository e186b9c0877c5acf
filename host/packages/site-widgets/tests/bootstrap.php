<?php

declare(strict_types=1);

/*
 * What Composer's autoloader would do for the package's tests, with Debian's packages alone:
 * Laravel, JSON Schema for PHP and the HTML5 parser from PHP's include path (/usr/share/php),
 * then the package and its tests by namespace prefix, PSR-4 style, as composer.json maps them
 * (`autoload` and `autoload-dev`). The worked host's app/ is never loaded: the package stands alone.
 */
require_once 'Illuminate/autoload.php';
require_once 'JsonSchema/autoload.php';
require_once 'Masterminds/HTML5/autoload.php';

spl_autoload_register((static function (): Closure {
    $package = dirname(__DIR__);
    $composer = json_decode((string) file_get_contents("$package/composer.json"), true, 16, JSON_THROW_ON_ERROR);
    $prefixes = array_map(
        static fn (string $directory): string => "$package/$directory",
        $composer['autoload']['psr-4'] + $composer['autoload-dev']['psr-4'],
    );
    // The longest prefix first: SiteWidgets\Laravel\Tests\ before SiteWidgets\Laravel\.
    uksort($prefixes, static fn (string $a, string $b): int => strlen($b) <=> strlen($a));

    return static function (string $class) use ($prefixes): void {
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
