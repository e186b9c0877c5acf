<?php

/*
 * This application's settings of the site widgets' package, over the package's own
 * (host/packages/site-widgets/config/site-widgets.php; keys left out keep its values).
 */
return [
    // The stored HTML `php artisan site-widgets:clean-html` cleans: each a table, its column,
    // the primary key, and where the HTML sits in the column's JSON (`*.content`: every
    // entry's `content`; no path: the column is HTML). The FAQ's answers are this site's only HTML.
    'stored_html' => [
        ['table' => 'pages', 'column' => 'custom_content', 'key' => 'id', 'path' => '*.content'],
    ],

    // The revision pages (Route::siteWidgetsRevisions in routes/web.php) in the admin layout,
    // behind the admin group's gate. Both keys: a key given here replaces the package's whole `revisions`.
    'revisions' => [
        'ability' => 'edit-content',
        'layout' => 'layouts.admin',
    ],

    // Link previews (`<x-site-widgets-meta>` in layouts/app.blade.php). The seeded pictures are
    // SVGs, which GD cannot read: their pages preview with public/images/compartir.jpg, the
    // brand's share picture (1200 × 630, written once with GD and DejaVu Sans, and committed).
    // Every key is listed: a key given here replaces the package's whole `meta`.
    'meta' => [
        'site_name' => null,
        'locale' => 'es_AR',
        'description' => 'Recetas, videos y productos para panaderías, confiterías y para cocinar en casa.',
        'default_image' => '/images/compartir.jpg',
        'default_image_alt' => 'Sitio: recetas, videos y productos',
        'share_folder' => 'compartir',
    ],
];
