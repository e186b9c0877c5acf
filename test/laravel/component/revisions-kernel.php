<?php

/*
 * Requests through the Laravel host's HTTP kernel for the revisions' tests (revisions-kernel.ts),
 * on the SQLite database DB_DATABASE names. stdin holds {"migrate": bool (migrate and seed first),
 * "before": [SQL, …], "startAt"?: epoch ms to wait for before the first request (two processes
 * racing), "pauseAfter"?: {"pattern": regex, "ms": n} (sleep after each SQL statement matching it:
 * widens the window between a save's check and its write), "requests": [{"method", "uri", "as"?
 * (e-mail), "form"? (nested, as PHP parses a form)}, …], "after"?: [SQL, …]}; stdout {"answers":
 * one {"status", "location", "flash" (the session's `status`), "old" (its old input), "errors" (its messages), "body"} per request, "after": the
 * rows of each query}. Sessions and cache in memory, as limits-kernel.php keeps them.
 */
$input = json_decode(stream_get_contents(STDIN), true, 32, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$console = $app->make(Illuminate\Contracts\Console\Kernel::class);
if ($input['migrate'] ?? true) {
    $console->call('migrate', ['--force' => true, '--seed' => true]);
} else {
    $console->bootstrap();
}
foreach ($input['before'] ?? [] as $statement) {
    Illuminate\Support\Facades\DB::statement($statement);
}
if (isset($input['pauseAfter'])) {
    ['pattern' => $pattern, 'ms' => $ms] = $input['pauseAfter'];
    Illuminate\Support\Facades\DB::listen(function (Illuminate\Database\Events\QueryExecuted $query) use ($pattern, $ms) {
        if (preg_match($pattern, $query->sql)) {
            usleep($ms * 1000);
        }
    });
}
// "log": every SQL statement the requests run, in "queries" (how many queries a page makes).
$queries = [];
if ($input['log'] ?? false) {
    Illuminate\Support\Facades\DB::listen(function (Illuminate\Database\Events\QueryExecuted $query) use (&$queries) {
        $queries[] = $query->sql;
    });
}
if (isset($input['startAt'])) {
    usleep(max(0, (int) (($input['startAt'] / 1000 - microtime(true)) * 1_000_000)));
}

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$answers = [];
foreach ($input['requests'] as $each) {
    $app['auth']->forgetGuards();
    $app['session.store']->flush();
    if (($each['as'] ?? null) !== null) {
        $app['auth']->guard()->setUser(App\Models\User::where('email', $each['as'])->firstOrFail());
    }
    $request = Illuminate\Http\Request::create($each['uri'], $each['method'], $each['form'] ?? []);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    $answers[] = [
        'status' => $response->getStatusCode(),
        'location' => $response->headers->get('Location'),
        'flash' => $app['session.store']->get('status'),
        // What a post that did not validate flashed for the form it goes back to (`old()`).
        'old' => $app['session.store']->get('_old_input'),
        // And its messages, as the form's alert lists them.
        'errors' => $app['session.store']->get('errors')?->all(),
        'body' => (string) $response->getContent(),
    ];
}

$after = array_map(fn (string $query) => array_map(fn ($row) => (array) $row, Illuminate\Support\Facades\DB::select($query)), $input['after'] ?? []);

echo json_encode(['answers' => $answers, 'after' => $after, 'queries' => $queries], JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE);
