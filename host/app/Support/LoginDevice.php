<?php

namespace App\Support;

use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\Http\Request;
use RuntimeException;
use Symfony\Component\HttpFoundation\Cookie;

/**
 * The login's device cookie: each good login leaves one in that browser, naming the account,
 * so that a later login from it is known to come from a browser the account's owner has used
 * (OWASP's "device cookies", against online guessing without locking the owner out;
 * LoginController says what it changes). Its value is `{user id}|{random nonce}|{HMAC}`, the
 * HMAC-SHA256 of the id, the nonce and the account's password hash under the application's
 * key: only this server makes one, for one account, and a new password ends them all. Like
 * every cookie of the host it is also encrypted by EncryptCookies, so the browser never sees
 * the id. HttpOnly, SameSite=Lax, Secure when the login came over HTTPS (or the session's
 * cookie is), kept a year; a logout leaves it (it names the browser, not the session).
 */
final class LoginDevice
{
    public const COOKIE = 'login_device';

    /** Keeps these signatures apart from anything else the key signs. */
    private const PURPOSE = 'sitio:login-device:';

    /** A year, in minutes. */
    private const LIFETIME = 365 * 24 * 60;

    /**
     * The nonce of the request's device cookie when this server set it for `$user`, since their
     * password last changed; null when there is none, or it names another account, or it is not
     * the server's.
     */
    public static function of(Request $request, Authenticatable $user): ?string
    {
        $value = $request->cookie(self::COOKIE);
        if (! is_string($value) || substr_count($value, '|') !== 2) {
            return null;
        }
        [$id, $nonce, $signature] = explode('|', $value);

        return $id === (string) $user->getAuthIdentifier() && hash_equals(self::signature($user, $nonce), $signature) ? $nonce : null;
    }

    /** A new device cookie for `$user`, who just logged in: a nonce of its own. */
    public static function issue(Request $request, Authenticatable $user): Cookie
    {
        $nonce = bin2hex(random_bytes(16));
        $secure = $request->isSecure() || config('session.secure') === true;

        return cookie(self::COOKIE, $user->getAuthIdentifier().'|'.$nonce.'|'.self::signature($user, $nonce), self::LIFETIME, '/', null, $secure, true, false, 'lax');
    }

    private static function signature(Authenticatable $user, string $nonce): string
    {
        $key = (string) config('app.key');
        if ($key === '') {
            throw new RuntimeException('login device cookie: the application has no key (APP_KEY) to sign it with');
        }

        return hash_hmac('sha256', self::PURPOSE.$user->getAuthIdentifier().'|'.$nonce.'|'.$user->getAuthPassword(), $key);
    }
}
