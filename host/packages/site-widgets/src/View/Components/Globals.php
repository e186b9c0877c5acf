<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\View\Component;

/**
 * `<x-site-widgets-globals :user="auth()->user()" … />`: the page globals as
 * `<script type="application/json" id="site-widgets-globals">`, which the bundle reads
 * (docs/hosting.md, "Set the page globals"). Data, not a script: a Content-Security-Policy
 * needs no nonce for it. Settings left out stay out (the bundle's defaults apply). `speculation`
 * (Speculation Rules: `off`, `conservative`, `moderate`, `eager`) is the attribute's, else the
 * package's `site-widgets.speculation` setting; the bundle checks the value.
 */
class Globals extends Component
{
    public function __construct(
        public mixed $user = null,
        public bool $registrationUnfinished = false,
        public ?string $apiBaseUrl = null,
        public ?string $loginUrl = null,
        public ?string $loginModal = null,
        public ?bool $consumerSite = null,
        public ?bool $analyticsConsent = null,
        public ?string $speculation = null,
    ) {
    }

    public function render()
    {
        return view('site-widgets::globals', ['json' => json_encode($this->settings(), self::JSON_FLAGS)]);
    }

    /**
     * As `@json` prints: nothing in the JSON can close the script element or an attribute. A
     * text that is not valid UTF-8 is printed with U+FFFD where it breaks, not refused.
     */
    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR;

    /** @return array<string, mixed> */
    public function settings(): array
    {
        $id = $this->userId();
        $settings = [
            'user' => $id === null ? null : ['id' => $id],
            // Only a logged user can have an unfinished registration.
            'registrationUnfinished' => $id !== null && $this->registrationUnfinished,
            'apiBaseUrl' => $this->apiBaseUrl,
            'loginUrl' => $this->loginUrl,
            'loginModal' => $this->loginModal,
            'consumerSite' => $this->consumerSite,
            // The host's own decision, which wins over the consent notice (docs/hosting.md, "Consent").
            'analyticsConsent' => $this->analyticsConsent,
            'speculation' => $this->speculation ?? self::configuredSpeculation(),
        ];

        return array_filter($settings, fn ($value, $key) => $value !== null || $key === 'user', ARRAY_FILTER_USE_BOTH);
    }

    /** The site's Speculation Rules setting (config/site-widgets.php), null when it leaves the bundle's default. */
    private static function configuredSpeculation(): ?string
    {
        $setting = config('site-widgets.speculation');

        return is_string($setting) && $setting !== '' ? $setting : null;
    }

    /** The user's id: a model (its key), an `['id' => …]` array, the id itself, or nobody. */
    private function userId(): int|string|null
    {
        $user = $this->user;

        return match (true) {
            $user instanceof Authenticatable => $user->getAuthIdentifier(),
            is_array($user) => $user['id'] ?? null,
            is_int($user), is_string($user) => $user,
            default => null,
        };
    }
}
