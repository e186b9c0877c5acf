<?php

/*
 * The link previews' PHP, through the Laravel host: `Meta\Description`, `Meta\SharePicture` and
 * `<x-site-widgets-meta>`, on a public disk of the run's own (stdin's "disk", an empty folder,
 * served at http://sitio.example/storage/). stdin: {"disk": folder, "cases": [case, …]}, each
 * case one of
 *   {"describe": text, "max"?: n}                    → {"description": string|null}
 *   {"share": source}                                → {"picture": {"url", "width", "height", "type"}|null}
 *   {"render": template, "values": {…}}              → {"html": …} or {"error": …}
 * A text or value written {"base64": …} is those bytes (so a test can send what is not UTF-8).
 * stdout: one answer per case, in order, as JSON.
 */
$input = json_decode(stream_get_contents(STDIN), true, 64, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/in-memory-app.php';
$app->afterBootstrapping(Illuminate\Foundation\Bootstrap\LoadConfiguration::class, fn ($app) => $app['config']->set([
    'app.url' => 'http://sitio.example',
    'filesystems.disks.public.root' => $input['disk'],
]));
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
// A request for the pages rendered here: the one the component reads the site's address from.
$app->instance('request', Illuminate\Http\Request::create('http://sitio.example/post/7?utm_source=whatsapp'));
app('url')->setRequest(app('request'));

/** A value with each {"base64": …} made its bytes. */
function bytesOf(mixed $value): mixed
{
    if (is_array($value) && array_keys($value) === ['base64']) {
        return base64_decode($value['base64'], true);
    }

    return is_array($value) ? array_map('bytesOf', $value) : $value;
}

/**
 * The stored picture: its bytes, when it was written, and the colour GD reads at the centre of
 * each quarter (top left, top right, bottom left, bottom right) and at its top left corner.
 */
function stored(string $disk, string $url): array
{
    $file = $disk.'/'.substr($url, strlen('/storage/'));
    $image = imagecreatefromjpeg($file);
    [$width, $height] = [imagesx($image), imagesy($image)];
    $rgb = function (int $x, int $y) use ($image): array {
        $colour = imagecolorat($image, $x, $y);

        return [($colour >> 16) & 255, ($colour >> 8) & 255, $colour & 255];
    };
    $quarters = array_map(fn ($at) => $rgb((int) ($width * $at[0]), (int) ($height * $at[1])), [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]);

    return ['base64' => base64_encode((string) file_get_contents($file)), 'mtime' => filemtime($file), 'quarters' => $quarters, 'corner' => $rgb(0, 0)];
}

$directory = sys_get_temp_dir().'/site-widgets-meta-'.getmypid();
@mkdir($directory);
app('view')->addLocation($directory);

$answers = [];
foreach ($input['cases'] as $index => $case) {
    if (array_key_exists('describe', $case)) {
        $answers[] = ['description' => SiteWidgets\Laravel\Meta\Description::of(bytesOf($case['describe']), ...(isset($case['max']) ? [$case['max']] : []))];
    } elseif (array_key_exists('share', $case)) {
        $picture = SiteWidgets\Laravel\Meta\SharePicture::fromConfig()->of(bytesOf($case['share']));
        $answers[] = ['picture' => $picture === null ? null : (array) $picture + stored($input['disk'], $picture->url)];
    } else {
        file_put_contents("$directory/case$index.blade.php", $case['render']);
        try {
            $html = view("case$index", ['values' => bytesOf($case['values'] ?? [])])->render();
            $answers[] = ['html64' => base64_encode($html)];
        } catch (Throwable $exception) {
            while ($exception->getPrevious() !== null) {
                $exception = $exception->getPrevious();
            }
            $answers[] = ['error' => $exception->getMessage()];
        }
        unlink("$directory/case$index.blade.php");
    }
}
rmdir($directory);

echo json_encode($answers, JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE);
