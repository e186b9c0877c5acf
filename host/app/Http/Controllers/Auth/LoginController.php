<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Str;
use SiteWidgets\Laravel\ClientAddress;

class LoginController extends Controller
{
    /**
     * Wrong passwords allowed for one e-mail in a minute, from any address: guessing one
     * account's password is slowed down to five tries a minute however many addresses the
     * guesser has. Anyone who knows an e-mail can hold its owner out too, by failing five
     * times a minute: the decay is kept short (one minute, never growing) so that the owner
     * waits at most a minute, the page says how long, and their good login clears it.
     */
    private const PER_EMAIL = 5;

    /**
     * Wrong passwords allowed from one address in a minute, whatever the e-mails: a script
     * trying one password on many accounts. Four times the per-e-mail count, so that the
     * people of an office behind one address can mistype together; never cleared by a good
     * login, which a script could otherwise make on an account of its own between guesses.
     */
    private const PER_ADDRESS = 20;

    private const DECAY_SECONDS = 60;

    public function show(Request $request)
    {
        // The widgets' login prompt links here: come back to the page it was opened on, if
        // it is one of this site's (the Referer could name any site).
        $previous = url()->previous();
        if (! $request->session()->has('url.intended') && Str::startsWith($previous, $request->root().'/') && $previous !== url()->current()) {
            redirect()->setIntendedUrl($previous);
        }

        return view('auth.login');
    }

    public function login(Request $request)
    {
        $credentials = $request->validate(['email' => 'required|email', 'password' => 'required|string']);
        $email = 'login:email:'.Str::lower($credentials['email']);
        // The visitor's address as every limit of the host counts it: an IPv6 address by its /64.
        $address = 'login:address:'.ClientAddress::of($request);

        // Refused while either is over, the right password too: a limit the right one got through would not slow the guessing.
        $wait = max(
            RateLimiter::tooManyAttempts($email, self::PER_EMAIL) ? RateLimiter::availableIn($email) : 0,
            RateLimiter::tooManyAttempts($address, self::PER_ADDRESS) ? RateLimiter::availableIn($address) : 0,
        );
        if ($wait > 0) {
            return $this->tooManyAttempts($request, $wait);
        }

        if (! Auth::attempt($credentials)) {
            RateLimiter::hit($email, self::DECAY_SECONDS);
            RateLimiter::hit($address, self::DECAY_SECONDS);

            return back()
                ->withErrors(['email' => 'El correo o la contraseña no son correctos.'])
                ->withInput($request->only('email'));
        }

        RateLimiter::clear($email);
        $request->session()->regenerate();

        return redirect()->intended(route('home'));
    }

    public function logout(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect()->route('home');
    }

    /** The form again, answered 429 (a redirect would hide the status), with the email kept. */
    private function tooManyAttempts(Request $request, int $seconds)
    {
        $request->session()->now('_old_input', $request->only('email'));
        $message = "Demasiados intentos de ingreso. Esperá {$seconds} segundos y probá de nuevo.";

        return response(view('auth.login')->withErrors(['email' => $message]), 429)
            ->header('Retry-After', (string) $seconds);
    }
}
