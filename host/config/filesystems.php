<?php

return [
    'default' => 'local',
    'disks' => [
        'local' => ['driver' => 'local', 'root' => storage_path('app')],
        // Uploaded images: public/storage links here (`php artisan storage:link`).
        'public' => [
            'driver' => 'local',
            // Uploads: with more than one app server, a folder every server writes and the web
            // server reads (a shared mount, as host/deploy's production mode has).
            'root' => env('UPLOADS_ROOT', storage_path('app/public')),
            'url' => '/storage',
            'visibility' => 'public',
        ],
    ],
    'links' => [public_path('storage') => env('UPLOADS_ROOT', storage_path('app/public'))],
];
