<?php

/*
 * Encodes values as the `<x-site-widget>` component does (`AttributeValue::encode`): stdin
 * holds [{"spec": {...}, "value": …}, …], a spec as widgets.php writes one. Prints one
 * {"text": …} (null: the attribute is left out) or {"error": …} per case, as JSON.
 */
$input = json_decode(stream_get_contents(STDIN), true, 512, JSON_THROW_ON_ERROR);

$app = require __DIR__.'/../../../host/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();

$results = [];
foreach ($input as $case) {
    try {
        $results[] = ['text' => SiteWidgets\Laravel\AttributeValue::encode($case['spec'], $case['value'])];
    } catch (Throwable $exception) {
        $results[] = ['error' => get_class($exception).': '.$exception->getMessage()];
    }
}

echo json_encode($results, JSON_THROW_ON_ERROR);
