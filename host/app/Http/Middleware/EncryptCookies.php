<?php

namespace App\Http\Middleware;

use Illuminate\Cookie\Middleware\EncryptCookies as Middleware;

class EncryptCookies extends Middleware
{
    /** Every cookie is encrypted, XSRF-TOKEN included: Laravel decrypts the X-XSRF-TOKEN header. */
    protected $except = [];
}
