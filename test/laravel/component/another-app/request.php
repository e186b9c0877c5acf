<?php

/*
 * One request through the application's HTTP kernel, as a browser sends it: stdin holds
 * {"method", "uri", "form"? (nested, as PHP parses a form), "cookies"? (name => value, as the
 * last answers set them), "select"? [SQL, …] (read after the request)}; stdout {"status",
 * "location", "cookies" (those the answer sets; null for one it clears), "body", "rows" (of each
 * query)}. The session is the application's (file driver): it lasts from one request to the next
 * as long as the caller sends its cookie back.
 */
$input = json_decode(stream_get_contents(STDIN), true, 32, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/bootstrap/app.php';
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);

$answer = null;
if (isset($input['uri'])) {
    $request = Illuminate\Http\Request::create($input['uri'], $input['method'] ?? 'GET', $input['form'] ?? [], $input['cookies'] ?? []);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    $cookies = [];
    foreach ($response->headers->getCookies() as $cookie) {
        $cookies[$cookie->getName()] = $cookie->isCleared() ? null : $cookie->getValue();
    }
    $answer = [
        'status' => $response->getStatusCode(),
        'location' => $response->headers->get('Location'),
        'cookies' => (object) $cookies,
        'body' => (string) $response->getContent(),
    ];
} else {
    $kernel->bootstrap();
}

$rows = array_map(fn (string $query) => array_map(fn ($row) => (array) $row, Illuminate\Support\Facades\DB::select($query)), $input['select'] ?? []);

echo json_encode(($answer ?? []) + ['rows' => $rows], JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE);
