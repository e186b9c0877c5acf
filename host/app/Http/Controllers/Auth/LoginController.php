<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Support\AttemptWindow;
use App\Support\LoginDevice;
use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Str;
use SiteWidgets\Laravel\ClientAddress;
use Normalizer;

class LoginController extends Controller
{
    /**
     * Wrong passwords allowed for one account in a minute, from any address, through browsers
     * that have no device cookie for it (PER_DEVICE): guessing one account's password is slowed
     * down to five tries a minute however many addresses the guesser has. Past them, such a
     * browser is refused, the right password too, until the minute ends. Anyone who knows an
     * e-mail can cause that by failing five times a minute; the owner's own browsers are not
     * held out by it (PER_DEVICE), and on a new one the owner waits at most a minute and is
     * told how long: the decay stays short, one minute, and does not grow.
     *
     * The account is counted as the database finds it, not as the e-mail is typed: MariaDB's
     * utf8mb4_unicode_ci matches `ｅditora@example.com` (a full-width e), `editorá@…`,
     * `EDITORA@…` and `strauß@…` for `strauss@…` to the same row, and each spelling would
     * otherwise be a count of its own. So two counts: the account's (`login:user:{id}`) when
     * one matches, and always the e-mail's, normalised (accountKeys()): the same for every
     * spelling that differs in capitals, accents or compatibility forms, whether an account has
     * it or not — a count that only existing accounts shared would tell which ones exist.
     */
    private const PER_ACCOUNT = 5;

    /**
     * Wrong passwords allowed from one address in a minute, whatever the e-mails: a script
     * trying one password on many accounts. Four times the per-account count, so that the
     * people of an office behind one address can mistype together; never cleared by a good
     * login (which takes back its own attempt only), which a script could otherwise make on an
     * account of its own between guesses.
     */
    private const PER_ADDRESS = 20;

    /**
     * Wrong passwords allowed through one device cookie in its window (OWASP's "device cookies",
     * which slow online guessing without handing a lockout to whoever knows an e-mail). Each good
     * login leaves in its browser a signed cookie naming the account (LoginDevice: HttpOnly,
     * SameSite=Lax, Secure over HTTPS, a year). A login presenting a valid one for the account it
     * is for is judged by that cookie's own count only, neither the account's five nor the
     * address's twenty: a guesser holding the account out holds out only the browsers its owner
     * never logged in from. Past five wrong passwords in fifteen minutes the cookie is distrusted
     * until that window ends, its browser counted as one without it, so a copied cookie buys a
     * guesser five tries a quarter of an hour at most. A good login through a trusted browser
     * leaves the account's count as it is (a guesser's five are not given back) and replaces the
     * cookie with a new one; a new password ends every cookie of the account.
     */
    private const PER_DEVICE = 5;

    private const DEVICE_DECAY_SECONDS = 900;

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
        // The account as the login will find it: the user provider's query, under the database's collation.
        $user = Auth::getProvider()->retrieveByCredentials(['email' => $credentials['email']]);

        // A browser the account logged in from: its own count only (PER_DEVICE).
        $device = null;
        $nonce = $user === null ? null : LoginDevice::of($request, $user);
        if ($nonce !== null) {
            $device = AttemptWindow::count('login:device:'.$nonce, self::DEVICE_DECAY_SECONDS);
            if ($device->over(self::PER_DEVICE)) {
                // Distrusted until its window ends: counted below as a browser without it.
                $device->takeBack();
                $device = null;
            }
        }

        $accounts = [];
        $address = null;
        if ($device === null) {
            // Counted first, judged after (AttemptWindow): of thirty wrong passwords sent at once,
            // five reach the password check and the others are refused, where checking the counts
            // before and adding to them after the check let those arriving together read the same
            // count (ten of thirty got through on the production mode's two app servers). The
            // account's counts first, then the address's only for an attempt they let through: an
            // attempt on an account already held out does not use up its address's twenty.
            $accounts = array_map(fn (string $key) => AttemptWindow::count($key, self::DECAY_SECONDS), self::accountKeys($credentials['email'], $user));
            $counted = $accounts;
            $over = array_filter($accounts, fn (AttemptWindow $count) => $count->over(self::PER_ACCOUNT));
            if ($over === []) {
                $address = AttemptWindow::count('login:address:'.ClientAddress::of($request), self::DECAY_SECONDS);
                $counted[] = $address;
                $over = $address->over(self::PER_ADDRESS) ? [$address] : [];
            }
            // Refused while any is over, the right password too: a limit the right one got through
            // would not slow the guessing. What was refused is taken back: the counts hold wrong
            // passwords, and the ones being checked.
            if ($over !== []) {
                foreach ($counted as $count) {
                    $count->takeBack();
                }

                return $this->tooManyAttempts($request, max(array_map(fn (AttemptWindow $count) => $count->secondsLeft, $over)));
            }
        }

        if (! Auth::attempt($credentials)) {
            return back()
                ->withErrors(['email' => 'El correo o la contraseña no son correctos.'])
                ->withInput($request->only('email'));
        }

        // A good login starts the counts it was judged by again (the device's, or the account's)
        // and is taken back from its address's; its browser gets a new device cookie.
        $device?->close();
        foreach ($accounts as $count) {
            $count->close();
        }
        $address?->takeBack();
        $request->session()->regenerate();

        return redirect()->intended(route('home'))->withCookie(LoginDevice::issue($request, Auth::user()));
    }

    public function logout(Request $request)
    {
        Auth::logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();

        return redirect()->route('home');
    }

    /**
     * The account's counts: the e-mail normalised (accents and capitals folded, compatibility
     * forms such as full-width letters made plain: NFKC, lower case, then NFD without its
     * combining marks), and the id of the user the database matches the e-mail to, as the
     * login itself will find them.
     *
     * @return list<string>
     */
    private static function accountKeys(string $email, ?Authenticatable $user): array
    {
        $compatible = Normalizer::normalize($email, Normalizer::FORM_KC);
        $decomposed = Normalizer::normalize(Str::lower($compatible === false ? $email : $compatible), Normalizer::FORM_D);
        $keys = ['login:email:'.preg_replace('/\p{Mn}+/u', '', $decomposed === false ? $email : $decomposed)];

        if ($user !== null) {
            $keys[] = 'login:user:'.$user->getAuthIdentifier();
        }

        return $keys;
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
