<?php

/*
 * The presence route and component through the Laravel host, on a database of its own
 * (DB_DATABASE, migrated and seeded here) and a file cache of its own (PRESENCE_CACHE, a folder:
 * the store the host runs on, with its locks). stdin holds {"before": [SQL, …], "steps": [step, …]};
 * a step is one of
 *   {"travel": seconds}                          the clock moves on (Carbon::setTestNow)
 *   {"render": template, "as": email|null}       a Blade template rendered as that user
 *   {"beat": {"as": email|null, "item": …, "leaving"?: bool}, "form"?: bool}
 *                                                POST /admin/presencia through the HTTP kernel; the
 *                                                item is a text as it is, or {"model": class, "id": id}
 *                                                (signed here, as the component signs it), or
 *                                                {"printed": n} (the data-item of the n-th render)
 *   {"hammer": {"users": [id, …], "beats": n, "item": {"model", "id"}}}
 *                                                one PHP process per user beating n times at once
 *                                                (this script again, in "beats" mode), then who is there
 * stdout one result per step: {"status", "body"} for a beat, {"html"} for a render, {"present"} for
 * a hammer, {} for travel. With argv[1] = "beats": stdin {"user", "beats", "item", "start"}
 * (a microtime to start at), nothing out.
 */
use Illuminate\Support\Carbon;
use SiteWidgets\Laravel\Presence\PresenceStore;
use SiteWidgets\Laravel\Presence\SignedItem;

$mode = $argv[1] ?? 'steps';
$input = json_decode(stream_get_contents(STDIN), true, 32, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
$app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, function ($app) {
    $app['config']->set('cache.default', 'file');
    $app['config']->set('cache.stores.file', ['driver' => 'file', 'path' => getenv('PRESENCE_CACHE')]);
    $app['config']->set('session.driver', 'array');
});
$console = $app->make(Illuminate\Contracts\Console\Kernel::class);


function item(mixed $item, array $printed): string
{
    if (is_string($item)) {
        return $item;
    }
    if (isset($item['printed'])) {
        preg_match('/data-item="([^"]*)"/', $printed[$item['printed']] ?? '', $match);

        return html_entity_decode($match[1] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8');
    }

    return SignedItem::sign(SignedItem::of($item['model']::findOrFail($item['id'])));
}

if ($mode === 'beats') {
    // A store slow to read (as a busy disk or a far Redis is): a heartbeat's read and write are
    // far apart, and any two that are not kept apart by the lock lose each other.
    $app->booting(function ($app) {
        $app['cache']->extend('slow-file', fn ($app, $config) => new Illuminate\Cache\Repository(new class($app['files'], $config['path']) extends Illuminate\Cache\FileStore {
            public function get($key)
            {
                $value = parent::get($key);
                usleep(20_000);

                return $value;
            }
        }));
    });
    $app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, function ($app) {
        $app['config']->set('cache.stores.file.driver', 'slow-file');
    });
    $console->bootstrap();
    $store = $app->make(PresenceStore::class);
    $signed = SignedItem::of($input['item']['model']::findOrFail($input['item']['id']));
    // Every process starts beating at the same moment, once they have all booted.
    usleep(max(0, (int) (($input['start'] - microtime(true)) * 1_000_000)));
    for ($beat = 0; $beat < $input['beats']; $beat++) {
        $store->beat($signed, $input['user'], "Editor {$input['user']}");
    }
    exit(0);
}

$console->call('migrate', ['--force' => true, '--seed' => true]);
foreach ($input['before'] as $statement) {
    Illuminate\Support\Facades\DB::statement($statement);
}
Carbon::setTestNow(Carbon::parse('2026-12-01 13:00:00', 'UTC'));

$directory = sys_get_temp_dir().'/presence-views-'.getmypid();
@mkdir($directory);
app('view')->addLocation($directory);

$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$printed = [];
$results = [];
foreach ($input['steps'] as $index => $step) {
    $app['auth']->forgetGuards();
    if (isset($step['travel'])) {
        Carbon::setTestNow(Carbon::now()->addSeconds($step['travel']));
        $results[] = (object) [];
    } elseif (isset($step['render'])) {
        if (($step['as'] ?? null) !== null) {
            $app['auth']->guard()->setUser(App\Models\User::where('email', $step['as'])->firstOrFail());
        }
        file_put_contents("$directory/case$index.blade.php", $step['render']);
        $printed[] = $html = view("case$index")->render();
        unlink("$directory/case$index.blade.php");
        $results[] = ['html' => $html];
    } elseif (isset($step['beat'])) {
        $beat = $step['beat'];
        if ($beat['as'] !== null) {
            $app['auth']->guard()->setUser(App\Models\User::where('email', $beat['as'])->firstOrFail());
        }
        $body = ['item' => item($beat['item'], $printed)] + (isset($beat['leaving']) ? ['leaving' => $beat['leaving']] : []);
        $server = ['HTTP_ACCEPT' => 'application/json', 'HTTP_X_REQUESTED_WITH' => 'XMLHttpRequest'];
        // The beacon posts a form; the shared client JSON.
        $request = ($step['form'] ?? false)
            ? Illuminate\Http\Request::create('/admin/presencia', 'POST', array_map(fn ($value) => is_bool($value) ? ($value ? '1' : '0') : $value, $body), [], [], $server)
            : Illuminate\Http\Request::create('/admin/presencia', 'POST', [], [], [], $server + ['CONTENT_TYPE' => 'application/json'], json_encode($body));
        $response = $kernel->handle($request);
        $kernel->terminate($request, $response);
        $results[] = ['status' => $response->getStatusCode(), 'body' => json_decode((string) $response->getContent(), true)];
    } elseif (isset($step['hammer'])) {
        $processes = [];
        $start = microtime(true) + 2;
        foreach ($step['hammer']['users'] as $user) {
            $process = proc_open([PHP_BINARY, __FILE__, 'beats'], [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
            fwrite($pipes[0], json_encode(['user' => $user, 'beats' => $step['hammer']['beats'], 'item' => $step['hammer']['item'], 'start' => $start]));
            fclose($pipes[0]);
            $processes[] = [$process, $pipes];
        }
        foreach ($processes as [$process, $pipes]) {
            $errors = stream_get_contents($pipes[2]);
            stream_get_contents($pipes[1]);
            if (proc_close($process) !== 0) {
                throw new RuntimeException("a beating process failed: $errors");
            }
        }
        // The processes beat on the real clock.
        Carbon::setTestNow();
        $item = SignedItem::of($step['hammer']['item']['model']::findOrFail($step['hammer']['item']['id']));
        $results[] = ['present' => array_map(fn ($entry) => $entry['id'], $app->make(PresenceStore::class)->present($item))];
    }
}
rmdir($directory);

echo json_encode($results, JSON_THROW_ON_ERROR);
