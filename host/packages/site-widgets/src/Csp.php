<?php

namespace SiteWidgets\Laravel;

/**
 * The request's Content-Security-Policy nonce, as Laravel 10's `Vite::useCspNonce()` keeps
 * it: the host's middleware sets it once per request (and sends it in its policy), and
 * what this package prints (`<x-site-widgets-preload />`) carries it. One per request (a
 * scoped binding), so a long-lived worker never hands one request's nonce to the next.
 * With Laravel 10 and later, share one nonce: `Vite::useCspNonce(Csp::useNonce())`.
 */
class Csp
{
    private ?string $nonce = null;

    /** Sets the request's nonce (a new random one when none is given) and returns it. */
    public static function useNonce(?string $nonce = null): string
    {
        return app(self::class)->nonce = $nonce ?? rtrim(strtr(base64_encode(random_bytes(18)), '+/', '-_'), '=');
    }

    /** The request's nonce, or null when the host sends no policy with one. */
    public static function nonce(): ?string
    {
        return app(self::class)->nonce;
    }
}
