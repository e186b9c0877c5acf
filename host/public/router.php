<?php

/*
 * The router of PHP's built-in server (`php -S … public/router.php`), as `php artisan serve`
 * has: a file that exists under public/ (the bundle, images) is served as it is; every other
 * path goes to Laravel. Without it, module scripts would get the HTML page.
 *
 * Uploads (public/storage, the public disk's link) are sent from here instead, as the nginx
 * and Apache lines of docs/hosting.md ("Security") serve them: an image type only, named by
 * the extension the server itself gave the file, never guessed from its bytes by a browser
 * (`nosniff`), and cached for good, as a stored name is random and never written again.
 * Anything else under /storage/ goes to Laravel, which answers 404.
 */
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

const UPLOAD_TYPES = ['png' => 'image/png', 'gif' => 'image/gif', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'webp' => 'image/webp'];

/**
 * The stored upload `$path` names and its type: a file inside the public disk (no `..` out of
 * it) whose real name ends in an image's extension; null for anything else.
 *
 * @return array{string, string}|null
 */
function storedUpload(string $path): ?array
{
    if (str_contains($path, "\0") || ! in_array($_SERVER['REQUEST_METHOD'], ['GET', 'HEAD'], true)) {
        return null;
    }
    $root = realpath(__DIR__.'/storage');
    $file = realpath(__DIR__.$path);
    if ($root === false || $file === false || ! str_starts_with($file, $root.DIRECTORY_SEPARATOR) || ! is_file($file)) {
        return null;
    }
    $type = UPLOAD_TYPES[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? null;

    return $type === null ? null : [$file, $type];
}

/*
 * The service worker at the site's root, as nginx's `location = /sw.js` serves it
 * (host/deploy/nginx/sitio.conf; docs/hosting.md, "The service worker"): the build's sw.js,
 * JavaScript, revalidated at every check so a new build's worker is found at once.
 */
if ($path === '/sw.js') {
    $worker = __DIR__.'/build/widgets/sw.js';
    if (! is_file($worker)) {
        http_response_code(404);

        return true;
    }
    header('Content-Type: text/javascript; charset=utf-8');
    header('Cache-Control: no-cache');
    header('X-Content-Type-Options: nosniff');
    header('Content-Length: '.filesize($worker));
    if ($_SERVER['REQUEST_METHOD'] === 'GET') {
        readfile($worker);
    }

    return true;
}

if (str_starts_with($path, '/storage/')) {
    $upload = storedUpload($path);
    if ($upload !== null) {
        [$file, $type] = $upload;
        header('Content-Type: '.$type);
        header('X-Content-Type-Options: nosniff');
        header('Cache-Control: public, max-age=31536000, immutable');
        header('Content-Length: '.filesize($file));
        header('Last-Modified: '.gmdate('D, d M Y H:i:s', (int) filemtime($file)).' GMT');
        if ($_SERVER['REQUEST_METHOD'] === 'GET') {
            readfile($file);
        }

        return true;
    }
} elseif ($path !== '/' && is_file(__DIR__.$path)) {
    return false;
}

require __DIR__.'/index.php';
