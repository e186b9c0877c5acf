<?php

return [
    'default' => 'local',
    'disks' => [
        'local' => ['driver' => 'local', 'root' => storage_path('app')],
        // Uploaded images: public/storage links here (`php artisan storage:link`).
        'public' => [
            'driver' => 'local',
            'root' => storage_path('app/public'),
            'url' => '/storage',
            'visibility' => 'public',
        ],
    ],
    'links' => [public_path('storage') => storage_path('app/public')],
];
