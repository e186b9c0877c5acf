<?php

/*
 * One browser's GETs through the Laravel host's HTTP kernel, its session carried from answer to
 * request by its cookie (sessions and cache in memory, in-memory-app.php): each of stdin's
 * `requests` (`uri`, and `purpose`: the `Sec-Purpose` header a browser sends for a page fetched
 * ahead of a tap, or null). stdout: for each, its status and the page the session remembers as
 * the last one seen (`url()->previous()`, where a refused form goes back).
 */
$input = json_decode(stream_get_contents(STDIN), true, 8, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->call('migrate', ['--force' => true, '--seed' => true]);
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$cookies = [];
$answers = [];

foreach ($input['requests'] as ['uri' => $uri, 'purpose' => $purpose]) {
    $server = $purpose === null ? [] : ['HTTP_SEC_PURPOSE' => $purpose];
    $request = Illuminate\Http\Request::create($uri, 'GET', [], $cookies, [], $server);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    foreach ($response->headers->getCookies() as $cookie) {
        $cookies[$cookie->getName()] = $cookie->getValue();
    }
    $answers[] = ['status' => $response->getStatusCode(), 'previous' => parse_url((string) $app['session']->driver()->previousUrl(), PHP_URL_PATH)];
}

echo json_encode($answers, JSON_THROW_ON_ERROR);
