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
        // The site's videos (`posts.video_url` `/media/videos/{file}`): outside public/, sent by
        // App\Http\Controllers\VideoController only to whom may see a post naming them. With
        // more than one app server, a folder they all read (VIDEOS_ROOT, as UPLOADS_ROOT).
        'videos' => [
            'driver' => 'local',
            'root' => env('VIDEOS_ROOT', storage_path('app/videos')),
            // The web server's internal location for this folder (nginx's `X-Accel-Redirect`,
            // host/deploy/nginx/sitio.conf): set, PHP says which file and nginx sends its bytes
            // (ranges included); empty, PHP sends them itself.
            'accel_redirect' => env('VIDEOS_ACCEL_REDIRECT'),
        ],
    ],
    'links' => [public_path('storage') => env('UPLOADS_ROOT', storage_path('app/public'))],
];
