<?php

/*
 * The router of PHP's built-in server (`php -S … public/router.php`), as `php artisan serve`
 * has: a file that exists under public/ (the bundle, uploads, images) is served as it is;
 * every other path goes to Laravel. Without it, module scripts would get the HTML page.
 */
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

if ($path !== '/' && is_file(__DIR__.$path)) {
    return false;
}

require __DIR__.'/index.php';
