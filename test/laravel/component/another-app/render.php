<?php

// Prints the page view, as a controller's `view('page')` would render it.
$app = require __DIR__.'/bootstrap/app.php';
$app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();

echo view('page')->render();
