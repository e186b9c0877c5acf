<?php

// artisan's migration commands ask for a connection, though nothing here uses one.
return [
    'default' => 'sqlite',
    'connections' => ['sqlite' => ['driver' => 'sqlite', 'database' => ':memory:', 'prefix' => '']],
];
