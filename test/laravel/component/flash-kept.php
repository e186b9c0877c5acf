<?php

/*
 * One browser's requests through the Laravel host's HTTP kernel, its session carried from
 * answer to request by its cookie, as a browser carries it (sessions and cache in memory,
 * in-memory-app.php): each of stdin's `opened` pages (forms open in other tabs), the home form
 * posted (`posted`: "untouched", or "invalid", a banner its editor could not read), then each
 * of its `between` requests ("heartbeat", "leaving": the editing presence's), then the page the
 * post was redirected to. stdout: the statuses, where the post was redirected, whether that
 * last page shows what the post flashed (the status, or the error) and the banner's input there.
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

foreach ($input['opened'] as $uri) {
    $send('GET', $uri);
}
$invalid = $input['posted'] === 'invalid';
$banner = $invalid ? '{"title":["x"]}' : json_encode($home->banner_data);
$statuses = [];
$saved = $send('PUT', '/admin/home', ['banner_data' => $banner, '_revision' => (string) $home->currentRevision()]);
$statuses[] = $saved->getStatusCode();
$item = SiteWidgets\Laravel\Presence\SignedItem::sign(SiteWidgets\Laravel\Presence\SignedItem::of($home));
foreach ($input['between'] as $kind) {
    $statuses[] = $send('POST', '/admin/presencia', ['item' => $item] + ($kind === 'leaving' ? ['leaving' => '1'] : []))->getStatusCode();
}
$location = (string) $saved->headers->get('Location');
$page = $send('GET', $location);
$statuses[] = $page->getStatusCode();
$html = (string) $page->getContent();
$flashed = $invalid ? 'El campo banner no tiene la forma que su editor sabe leer' : 'Banner guardado.';
preg_match('/<input type="hidden" name="banner_data" value="([^"]*)">/', $html, $field);

echo json_encode([
    'statuses' => $statuses,
    'location' => parse_url($location, PHP_URL_PATH),
    'shown' => str_contains($html, $flashed),
    'banner' => html_entity_decode($field[1] ?? '', ENT_QUOTES | ENT_HTML5),
], JSON_THROW_ON_ERROR);
