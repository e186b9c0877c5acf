<?php

namespace App\Http\Middleware;

use Illuminate\Foundation\Http\Middleware\VerifyCsrfToken as Middleware;

class VerifyCsrfToken extends Middleware
{
    /** No exceptions: the widgets' POSTs (hits, uploads) carry the token like the forms. */
    protected $except = [];
}
