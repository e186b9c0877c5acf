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
];
