<?php

/*
 * The host's check of editors' values (SiteWidgets\Laravel\Validation\EditorValue): stdin holds
 * [{"editor": …, "value": …}, …]; stdout one {"passes": …, "message": …} per entry, in order.
 */
$input = json_decode(stream_get_contents(STDIN), true, 8, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

use SiteWidgets\Laravel\Validation\EditorValue;

echo json_encode(array_map(function (array $entry) {
    $rule = EditorValue::of($entry['editor']);
    $passes = $rule->passes('campo', $entry['value']);

    return ['passes' => $passes, 'message' => $passes ? null : $rule->message()];
}, $input), JSON_THROW_ON_ERROR);
