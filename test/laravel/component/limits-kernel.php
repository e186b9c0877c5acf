<?php

/*
 * Requests through the Laravel host's HTTP kernel, as a browser or a script would send them:
 * from a chosen address (REMOTE_ADDR), with headers and a raw body of their own, on a database
 * of its own (DB_DATABASE, migrated and seeded here), its rate limits in memory (not in the
 * running host's file cache), its log lines caught and its log files in a folder of the run's
 * (KERNEL_LOG_FOLDER). Shared by the limits-, utf8-, hits- and csp-report- tests
 * (limits-kernel.ts). stdin holds {"before": [SQL, …], "artisan"?: [[command,
 * {argument: value}], …], "requests": [{"method", "uri", "as"?, "remote"?, "headers"?, "form"?,
 * "body"?, "cookies"?, "jar"?, "before"?: [SQL run just before it, …]}, …], "after"?: [SQL, …],
 * "limiters"?: [[name, remote], …]}; stdout {"answers": one {"status", "headers", "body64",
 * "logs"} per request, in order, the body in base64 so that bytes that are not UTF-8 reach the
 * test as they are; "after": the rows of each query of "after"; "keys": for each of "limiters",
 * the keys the named rate limiter counts a visitor's request from that address by}. Requests
 * naming the same "jar" are one browser's: each sends the cookies the answers to the earlier ones
 * set (as they were set, encrypted) besides its own "cookies" (as the browser sends them).
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$console = $app->make(Illuminate\Contracts\Console\Kernel::class);
$console->call('migrate', ['--force' => true, '--seed' => true]);
foreach ($input['before'] as $statement) {
    Illuminate\Support\Facades\DB::statement($statement);
}
foreach ($input['artisan'] ?? [] as [$command, $arguments]) {
    if ($console->call($command, $arguments + ['--force' => true]) !== 0) {
        throw new RuntimeException("artisan $command failed: ".$console->output());
    }
}

$logs = [];
$app['events']->listen(Illuminate\Log\Events\MessageLogged::class, function ($event) use (&$logs) {
    $logs[] = "{$event->level}: {$event->message}";
});

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$results = [];
$jars = [];
foreach ($input['requests'] as $each) {
    // A new visitor each time: no one logged in, nothing left in the session (one store serves every request of this process).
    $app['auth']->forgetGuards();
    $app['session.store']->flush();
    foreach ($each['before'] ?? [] as $statement) {
        Illuminate\Support\Facades\DB::statement($statement);
    }
    if (($each['as'] ?? null) !== null) {
        $app['auth']->guard()->setUser(App\Models\User::where('email', $each['as'])->firstOrFail());
    }
    $server = ['REMOTE_ADDR' => $each['remote'] ?? '127.0.0.1'];
    foreach ($each['headers'] ?? [] as $name => $value) {
        $key = strtoupper(str_replace('-', '_', $name));
        $server[in_array($key, ['CONTENT_TYPE', 'CONTENT_LENGTH'], true) ? $key : "HTTP_$key"] = $value;
    }
    $logs = [];
    $jar = $each['jar'] ?? null;
    $cookies = ($each['cookies'] ?? []) + ($jar === null ? [] : ($jars[$jar] ?? []));
    $request = Illuminate\Http\Request::create($each['uri'], $each['method'], $each['form'] ?? [], $cookies, [], $server, $each['body'] ?? null);
    $response = $kernel->handle($request);
    // A file's answer (a video) has no content to get: its bytes are what it sends.
    if ($response instanceof Symfony\Component\HttpFoundation\BinaryFileResponse) {
        ob_start();
        $response->sendContent();
        $content = (string) ob_get_clean();
    } else {
        $content = (string) $response->getContent();
    }
    $kernel->terminate($request, $response);
    if ($jar !== null) {
        foreach ($response->headers->getCookies() as $cookie) {
            if ($cookie->isCleared()) {
                unset($jars[$jar][$cookie->getName()]);
            } else {
                $jars[$jar][$cookie->getName()] = (string) $cookie->getValue();
            }
        }
    }
    $headers = [];
    foreach ($response->headers->all() as $name => $values) {
        $headers[$name] = implode(', ', $values);
    }
    $results[] = ['status' => $response->getStatusCode(), 'headers' => $headers, 'body64' => base64_encode($content), 'logs' => $logs];
}

// What each named limiter counts a visitor by: a request from the address, no one logged in.
$app['auth']->forgetGuards();
$keys = array_map(function (array $each) {
    [$name, $remote] = $each;
    $limits = Illuminate\Support\Facades\RateLimiter::limiter($name)(Illuminate\Http\Request::create('/', 'POST', [], [], [], ['REMOTE_ADDR' => $remote]));

    return array_map(fn ($limit) => $limit->key, is_array($limits) ? $limits : [$limits]);
}, $input['limiters'] ?? []);

$after = array_map(fn (string $query) => array_map(fn ($row) => (array) $row, Illuminate\Support\Facades\DB::select($query)), $input['after'] ?? []);

echo json_encode(['answers' => $results, 'after' => $after, 'keys' => $keys], JSON_THROW_ON_ERROR);
