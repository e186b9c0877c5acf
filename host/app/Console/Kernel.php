<?php

namespace App\Console;

use App\Console\Commands\LocateDistributors;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /** The host's own artisan commands. */
    protected $commands = [
        LocateDistributors::class,
    ];
}
