<?php

/*
 * The host package's reading of post times (SiteWidgets\Laravel\Recipe\Duration): stdin holds
 * ["1 hora", …]; stdout one {"minutes": …, "label": …, "iso": …} per text, in order.
 */
$input = json_decode(stream_get_contents(STDIN), true, 4, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

use SiteWidgets\Laravel\Recipe\Duration;

echo json_encode(array_map(fn (string $text) => [
    'minutes' => Duration::minutes($text),
    'label' => Duration::label($text),
    'iso' => Duration::isoOf($text),
], $input), JSON_THROW_ON_ERROR);
