<?php

/*
 * Uploads through the Laravel host's HTTP kernel, as the seeded editor, on a database of their
 * own (DB_DATABASE, migrated and seeded here) and a public disk of their own (stdin's "disk",
 * an empty folder). stdin: {"disk": folder, "uploads": [{"folder": …, "name": …, "base64": …}, …]}.
 * stdout: one answer per upload, in order: its status and JSON body, the files it added to the
 * disk (each with its bytes and what GD and exif_read_data read in them), every folder on the
 * disk after it, and what exif_read_data read in the file as sent (to show the test's files
 * carry what must go).
 */
$input = json_decode(stream_get_contents(STDIN), true, 16, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
// The run's own disk, and the upload throttle's counts in memory (not in the host's file
// cache, shared with a running host): set before the providers boot, as the rate limiter
// takes its cache store then.
$app->beforeBootstrapping(Illuminate\Foundation\Bootstrap\BootProviders::class, fn ($app) => $app['config']->set([
    'filesystems.disks.public.root' => $input['disk'],
    'cache.default' => 'array',
    'cache.stores.array' => ['driver' => 'array'],
]));
$app->make(Illuminate\Contracts\Console\Kernel::class)->call('migrate', ['--force' => true, '--seed' => true]);

/** Files and folders under `$root`, relative to it. */
function listing(string $root): array
{
    $files = [];
    $folders = [];
    $items = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS), RecursiveIteratorIterator::SELF_FIRST);
    foreach ($items as $item) {
        $relative = substr($item->getPathname(), strlen($root) + 1);
        if ($item->isDir()) {
            $folders[] = $relative;
        } else {
            $files[] = $relative;
        }
    }
    sort($files);
    sort($folders);

    return [$files, $folders];
}

/** The sections exif_read_data finds (IFD0, EXIF, GPS, COMMENT…); null without the exif extension or for a type it does not read. */
function exifSections(string $file): ?array
{
    if (! function_exists('exif_read_data') || ! in_array(@exif_imagetype($file), [IMAGETYPE_JPEG, IMAGETYPE_TIFF_II, IMAGETYPE_TIFF_MM], true)) {
        return null;
    }
    $exif = @exif_read_data($file);

    return $exif === false ? [] : array_values(array_filter(explode(', ', $exif['SectionsFound'] ?? '')));
}

/** GD's reading of an image: its sides, and the colour at the centre of each quarter (the first frame of a GIF). */
function picture(string $bytes): ?array
{
    $image = @imagecreatefromstring($bytes);
    if ($image === false) {
        return null;
    }
    [$width, $height] = [imagesx($image), imagesy($image)];
    $quarters = [];
    foreach ([[1, 1], [3, 1], [1, 3], [3, 3]] as [$x, $y]) {
        $color = imagecolorsforindex($image, imagecolorat($image, intdiv($width * $x, 4), intdiv($height * $y, 4)));
        $quarters[] = [$color['red'], $color['green'], $color['blue'], $color['alpha']];
    }

    return ['width' => $width, 'height' => $height, 'quarters' => $quarters];
}

$editor = App\Models\User::where('email', 'editora@example.com')->firstOrFail();
$kernel = $app->make(Illuminate\Contracts\Http\Kernel::class);
$results = [];
foreach ($input['uploads'] as $index => $upload) {
    $sent = tempnam(sys_get_temp_dir(), 'upload-');
    file_put_contents($sent, base64_decode($upload['base64'], true));
    [$before] = listing($input['disk']);

    $app['auth']->forgetGuards();
    $app['auth']->guard()->setUser($editor);
    // Laravel's own UploadedFile in test mode: PHP did not receive it, and it is still valid.
    $file = new Illuminate\Http\UploadedFile($sent, $upload['name'], null, null, true);
    $request = Illuminate\Http\Request::create('/api/upload_images/'.$upload['folder'], 'POST', [], [], ['image' => $file], [
        'HTTP_ACCEPT' => 'application/json',
        'HTTP_X_REQUESTED_WITH' => 'XMLHttpRequest',
    ]);
    $response = $kernel->handle($request);
    $kernel->terminate($request, $response);

    [$after, $folders] = listing($input['disk']);
    $stored = [];
    foreach (array_diff($after, $before) as $relative) {
        $bytes = file_get_contents($input['disk'].'/'.$relative);
        $stored[] = [
            'path' => $relative,
            'base64' => base64_encode($bytes),
            'exif' => exifSections($input['disk'].'/'.$relative),
            'picture' => picture($bytes),
        ];
    }
    $results[] = [
        'status' => $response->getStatusCode(),
        'body' => json_decode((string) $response->getContent(), true),
        'sentExif' => exifSections($sent),
        'stored' => $stored,
        'folders' => $folders,
    ];
    unlink($sent);
}

echo json_encode($results, JSON_THROW_ON_ERROR);
