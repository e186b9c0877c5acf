<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Str;

class LoginController extends Controller
{
    /** Wrong passwords allowed per email and address in a minute; the next is answered 429. */
    private const ATTEMPTS = 5;

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

        // Per email and address, as Laravel's own login scaffolding counts: guessing one
        // account's password is slowed down, and another person's login is not blocked.
        $key = Str::lower($credentials['email']).'|'.$request->ip();
        if (RateLimiter::tooManyAttempts($key, self::ATTEMPTS)) {
            return $this->tooManyAttempts($request, RateLimiter::availableIn($key));
        }

        if (! Auth::attempt($credentials)) {
            RateLimiter::hit($key, 60);

            return back()
                ->withErrors(['email' => 'El correo o la contraseña no son correctos.'])
                ->withInput($request->only('email'));
        }

        RateLimiter::clear($key);
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
