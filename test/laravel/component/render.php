<?php

/*
 * Renders Blade templates through the Laravel host, as its pages would be: stdin holds
 * {"templates": ["<x-site-widget …/>", …], "values": {…}}; each template sees `$values`.
 * Prints one {"html": …} or {"error": …} per template, as JSON.
 */
$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();

$directory = sys_get_temp_dir().'/site-widget-cases-'.getmypid();
@mkdir($directory);
app('view')->addLocation($directory);

$results = [];
foreach ($input['templates'] as $index => $template) {
    file_put_contents("$directory/case$index.blade.php", $template);
    try {
        $results[] = ['html' => view("case$index", ['values' => $input['values']])->render()];
    } catch (Throwable $exception) {
        // Each view rendering wraps the exception once more: the component's own is innermost.
        while ($exception->getPrevious() !== null) {
            $exception = $exception->getPrevious();
        }
        $results[] = ['error' => $exception->getMessage()];
    }
    unlink("$directory/case$index.blade.php");
}
rmdir($directory);

echo json_encode($results, JSON_THROW_ON_ERROR);
