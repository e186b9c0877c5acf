<?php

namespace App\Console;

use App\Console\Commands\LocateDistributors;
use App\Console\Commands\SiteBackup;
use App\Console\Commands\SiteRestore;
use Illuminate\Foundation\Console\Kernel as ConsoleKernel;

class Kernel extends ConsoleKernel
{
    /** The host's own artisan commands. */
    protected $commands = [
        LocateDistributors::class,
        SiteBackup::class,
        SiteRestore::class,
    ];
}
