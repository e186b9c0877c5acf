<?php

/*
 * Requests through the Laravel host's HTTP kernel, on a database of their own (DB_DATABASE,
 * migrated and seeded here), recording every SQL statement that is not a read. stdin holds
 * {"before": [SQL, …], "requests": [{"method": …, "uri": …, "as": email|null, "form": {…}}, …]};
 * stdout one {"status": …, "writes": [SQL, …]} per request, in order.
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->call('migrate', ['--force' => true, '--seed' => true]);
foreach ($input['before'] as $statement) {
    Illuminate\Support\Facades\DB::statement($statement);
}

$writes = [];
Illuminate\Support\Facades\DB::listen(function (Illuminate\Database\Events\QueryExecuted $query) use (&$writes) {
    if (! preg_match('/^\s*select\b/i', $query->sql)) {
        $writes[] = $query->sql;
    }
});

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$results = [];
foreach ($input['requests'] as $each) {
    $app['auth']->forgetGuards();
    if ($each['as'] !== null) {
        $app['auth']->guard()->setUser(App\Models\User::where('email', $each['as'])->firstOrFail());
    }
    $writes = [];
    $request = Illuminate\Http\Request::create($each['uri'], $each['method'], $each['form'] ?? []);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    $results[] = ['status' => $response->getStatusCode(), 'writes' => $writes];
}

echo json_encode($results, JSON_THROW_ON_ERROR);
