<?php

use Monolog\Handler\StreamHandler;

// Everything to the standard error, which the tests expect empty: an error reported, or a PHP
// deprecation notice (Laravel sends those to the `deprecations` channel when there is one).
$stderr = ['driver' => 'monolog', 'handler' => StreamHandler::class, 'with' => ['stream' => 'php://stderr'], 'level' => 'debug'];

return [
    'default' => 'stderr',
    'channels' => ['stderr' => $stderr, 'deprecations' => $stderr],
];
