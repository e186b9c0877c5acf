<?php

namespace App\Exceptions;

use Illuminate\Foundation\Exceptions\Handler as ExceptionHandler;
use Illuminate\Http\Request;
use Throwable;

class Handler extends ExceptionHandler
{
    protected $dontFlash = ['current_password', 'password', 'password_confirmation'];

    public function register()
    {
        // The database or Redis away, or a lock held past the wait the connection allows
        // (docs/laravel-host.md, "Faults"): the short 503 page in Spanish with Retry-After, as
        // maintenance answers, instead of a 500. Still reported: the log says which and why.
        $this->renderable(function (Throwable $e, Request $request) {
            if (! Unavailable::isCausedBy($e)) {
                return null;
            }
            $headers = ['Retry-After' => (string) Unavailable::RETRY_AFTER_SECONDS, 'Cache-Control' => 'no-store'];

            return $request->expectsJson()
                ? response()->json(['message' => Unavailable::MESSAGE], 503, $headers)
                : response()->view('errors.503', [], 503, $headers);
        });
    }
}
