<?php

// Files, as `laravel new` has it: the session's lock (`->block()` on the saves) holds across requests.
return [
    'default' => 'file',
    'stores' => ['file' => ['driver' => 'file', 'path' => storage_path('framework/cache/data')]],
    'prefix' => 'another_app',
];
