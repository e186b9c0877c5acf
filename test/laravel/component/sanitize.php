<?php

/*
 * The host package's HTML sanitizer over a list of HTML strings: stdin holds a JSON list,
 * stdout a list in the same order, each entry `{"clean": …, "again": …}` (the cleaned HTML,
 * and that cleaned once more) or `{"error": …}`: the caps' message (`limits: …`), or any
 * PHP warning, notice, deprecation or exception (`php: …`), every one of which is a failure.
 */
$input = json_decode(stream_get_contents(STDIN), true, 8, JSON_THROW_ON_ERROR);

require __DIR__.'/../../../host/bootstrap/autoload.php';

use SiteWidgets\Laravel\Html\HtmlTooLarge;
use SiteWidgets\Laravel\Html\Sanitizer;

set_error_handler(function (int $level, string $message, string $file, int $line): never {
    throw new ErrorException($message, 0, $level, $file, $line);
});

echo json_encode(array_map(function (string $html): array {
    try {
        $clean = Sanitizer::clean($html);

        return ['clean' => $clean, 'again' => Sanitizer::clean($clean)];
    } catch (HtmlTooLarge $tooLarge) {
        return ['error' => 'limits: '.$tooLarge->getMessage()];
    } catch (Throwable $failure) {
        return ['error' => 'php: '.get_class($failure).': '.$failure->getMessage().' at '.basename($failure->getFile()).':'.$failure->getLine()];
    }
}, $input), JSON_THROW_ON_ERROR);
