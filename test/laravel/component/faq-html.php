<?php

/*
 * The FAQ's HTML through the Laravel host, on a database of its own (DB_DATABASE, migrated
 * and seeded here). stdin: {"posted": [entry, …], "stored": [entry, …]}. The editor posts
 * `posted` as the FAQ form (PUT /admin/faq); then `stored` is written straight into the
 * column, as a row from before the sanitizer, and `site-widgets:clean-html` runs with
 * --dry-run, then without. stdout: the form's status, where it was redirected and that page,
 * and for each later step
 * the command's output and the column as stored.
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
$console = $app->make(Illuminate\Contracts\Console\Kernel::class);
$console->call('migrate', ['--force' => true, '--seed' => true]);

$column = fn () => Illuminate\Support\Facades\DB::table('pages')->where('slug', 'faq')->value('custom_content');

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$app['auth']->guard()->setUser(App\Models\User::where('email', 'editora@example.com')->firstOrFail());
$request = Illuminate\Http\Request::create('/admin/faq', 'PUT', ['custom_content' => json_encode($input['posted'])]);
$response = $kernel->handle($request);
$kernel->terminate($request, $response);
$result = ['form' => ['status' => $response->getStatusCode(), 'location' => $response->headers->get('Location'), 'page' => '', 'stored' => $column()]];
// Where the post was sent, with its session (a browser's cookie): the page that shows what it flashed.
if ($response->isRedirect()) {
    $cookies = array_map(fn ($cookie) => $cookie->getValue(), $response->headers->getCookies());
    $names = array_map(fn ($cookie) => $cookie->getName(), $response->headers->getCookies());
    $page = Illuminate\Http\Request::create((string) $response->headers->get('Location'), 'GET', [], array_combine($names, $cookies));
    $result['form']['page'] = (string) $kernel->handle($page)->getContent();
}

Illuminate\Support\Facades\DB::table('pages')->where('slug', 'faq')->update(['custom_content' => json_encode($input['stored'])]);
foreach (['dryRun' => ['--dry-run' => true], 'run' => [], 'again' => []] as $step => $options) {
    $console->call('site-widgets:clean-html', $options);
    $result[$step] = ['output' => $console->output(), 'stored' => $column()];
}

echo json_encode($result, JSON_THROW_ON_ERROR);
