<?php

/*
 * The host package's HTML sanitizer over a list of HTML strings: stdin holds a JSON list,
 * stdout the cleaned list, in order.
 */
$input = json_decode(stream_get_contents(STDIN), true, 8, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

echo json_encode(array_map([SiteWidgets\Blade\Html\Sanitizer::class, 'clean'], $input), JSON_THROW_ON_ERROR);
