<?php

/*
 * One browser's requests through the Laravel host's HTTP kernel, its session carried from
 * answer to request by its cookie, as a browser carries it (sessions and cache in memory,
 * in-memory-app.php): the home form saved untouched, then each of stdin's `between` requests
 * ("heartbeat", "leaving": the editing presence's), then the form's page again. stdout: the
 * statuses and whether that last page shows what the save flashed.
 */
$input = json_decode(stream_get_contents(STDIN), true, 8, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->call('migrate', ['--force' => true, '--seed' => true]);
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$editor = App\Models\User::where('email', 'editora@example.com')->firstOrFail();
$home = App\Models\Page::named('home');
$cookies = [];

$send = function (string $method, string $uri, array $form = []) use ($app, $kernel, $editor, &$cookies) {
    $app['auth']->forgetGuards();
    $app['auth']->guard()->setUser($editor);
    $request = Illuminate\Http\Request::create($uri, $method, $form, $cookies);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);
    foreach ($response->headers->getCookies() as $cookie) {
        $cookies[$cookie->getName()] = $cookie->getValue();
    }

    return $response;
};

$statuses = [];
$saved = $send('PUT', '/admin/home', ['banner_data' => json_encode($home->banner_data), '_revision' => (string) $home->currentRevision()]);
$statuses[] = $saved->getStatusCode();
$item = SiteWidgets\Blade\Presence\SignedItem::sign(SiteWidgets\Blade\Presence\SignedItem::of($home));
foreach ($input['between'] as $kind) {
    $statuses[] = $send('POST', '/admin/presencia', ['item' => $item] + ($kind === 'leaving' ? ['leaving' => '1'] : []))->getStatusCode();
}
$page = $send('GET', '/admin/home/edit');
$statuses[] = $page->getStatusCode();

echo json_encode(['statuses' => $statuses, 'shown' => str_contains((string) $page->getContent(), 'Banner guardado.')], JSON_THROW_ON_ERROR);
