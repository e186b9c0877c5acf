<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Support\AttemptWindow;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Str;
use Normalizer;

class LoginController extends Controller
{
    /**
     * Wrong passwords allowed for one account in a minute, from any address: guessing one
     * account's password is slowed down to five tries a minute however many addresses the
     * guesser has. Anyone who knows an e-mail can hold its owner out too, by failing five
     * times a minute: the decay is kept short (one minute, never growing) so that the owner
     * waits at most a minute, the page says how long, and their good login clears it.
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

        // Counted first, judged after (AttemptWindow): of thirty wrong passwords sent at once, five
        // reach the password check and the others are refused, where checking the counts before
        // and adding to them after the check let all thirty read the same count. The account's
        // counts first, then the address's only for an attempt they let through: an attempt on an
        // account already held out does not use up its address's twenty (the people behind it).
        $accounts = array_map(fn (string $key) => AttemptWindow::count($key, self::DECAY_SECONDS), self::accountKeys($credentials['email']));
        $counted = $accounts;
        $over = array_filter($accounts, fn (AttemptWindow $count) => $count->over(self::PER_ACCOUNT));
        $address = null;
        if ($over === []) {
            $address = AttemptWindow::count('login:address:'.self::address($request), self::DECAY_SECONDS);
            $counted[] = $address;
            $over = $address->over(self::PER_ADDRESS) ? [$address] : [];
        }
        // Refused while any is over, the right password too: a limit the right one got through would
        // not slow the guessing. What was refused is taken back: the counts hold wrong passwords,
        // and the ones being checked.
        if ($over !== []) {
            foreach ($counted as $count) {
                $count->takeBack();
            }

            return $this->tooManyAttempts($request, max(array_map(fn (AttemptWindow $count) => $count->secondsLeft, $over)));
        }

        if (! Auth::attempt($credentials)) {
            return back()
                ->withErrors(['email' => 'El correo o la contraseña no son correctos.'])
                ->withInput($request->only('email'));
        }

        // A good login starts its account's counts again, and is taken back from its address's.
        foreach ($accounts as $count) {
            $count->close();
        }
        $address?->takeBack();
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

    /**
     * The account's counts: the e-mail normalised (accents and capitals folded, compatibility
     * forms such as full-width letters made plain: NFKC, lower case, then NFD without its
     * combining marks), and the id of the user the database matches the e-mail to, as the
     * login itself will find them (the user provider's query, under the database's collation).
     *
     * @return list<string>
     */
    private static function accountKeys(string $email): array
    {
        $compatible = Normalizer::normalize($email, Normalizer::FORM_KC);
        $decomposed = Normalizer::normalize(Str::lower($compatible === false ? $email : $compatible), Normalizer::FORM_D);
        $keys = ['login:email:'.preg_replace('/\p{Mn}+/u', '', $decomposed === false ? $email : $decomposed)];

        $user = Auth::getProvider()->retrieveByCredentials(['email' => $email]);
        if ($user !== null) {
            $keys[] = 'login:user:'.$user->getAuthIdentifier();
        }

        return $keys;
    }

    /**
     * The visitor's address as the limit counts it (behind the proxies TRUSTED_PROXIES names,
     * the one they forward). An IPv6 address by its /64, what one subscriber is given: counted
     * one by one, its 2^64 addresses would each get their own twenty tries.
     */
    private static function address(Request $request): string
    {
        $ip = (string) $request->ip();
        $packed = filter_var($ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6) ? inet_pton($ip) : false;

        return $packed === false ? $ip : inet_ntop(substr($packed, 0, 8).str_repeat("\0", 8)).'/64';
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
