<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Consent;

use InvalidArgumentException;

/**
 * The inline script `<x-site-widgets-consent>` prints in `<head>`, before any tag: Google's
 * Consent Mode v2 defaults (every signal denied, `wait_for_update` 500 ms), then at once the
 * update for the choice already made (the host's own decision when it gives one, else the
 * `consent-notice` widget's choice kept on this device for `version`), and the analytics tag
 * (gtag.js with the measurement id) loaded only once analytics is granted: on load for a kept
 * 'Aceptar', or when the widget announces one (`site-widgets:consent-change`). Before that, no
 * request to the tag's origin and no cookie (docs/hosting.md, "Consent").
 *
 * The ad signals stay denied whatever the choice: the notice asks about measurement only.
 * The tag's script carries this script's nonce and its address goes through a Trusted Types
 * policy (`site-widgets-consent`), which the host's policy names when it loads a tag.
 */
final class ConsentScript
{
    /** The notice's storage key and event: src/shared/page/consent.ts. */
    public const STORAGE_KEY = 'site-widgets:consent';

    public const CHANGE_EVENT = 'site-widgets:consent-change';

    /** The Trusted Types policy that writes the tag's address. */
    public const POLICY = 'site-widgets-consent';

    /** How long the tag waits for an update before it acts on the defaults (Consent Mode's `wait_for_update`). */
    public const WAIT_FOR_UPDATE_MS = 500;

    private const JSON_FLAGS = JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR;

    /**
     * @param  string|null  $measurementId  GA4's (`G-…`); null loads no tag (a host whose tags come otherwise still gets the signals)
     * @param  string  $tagUrl  gtag.js, or a path from the root (a stand-in of the tests)
     * @param  bool|null  $hostDecision  the host's own `analyticsConsent`; null lets the visitor's kept choice decide
     */
    public function __construct(
        public readonly ?string $measurementId,
        public readonly string $tagUrl,
        public readonly int $version = 1,
        public readonly ?bool $hostDecision = null,
    ) {
        if ($measurementId !== null && preg_match('/^(G|GT)-[A-Z0-9]{4,20}$/D', $measurementId) !== 1) {
            throw new InvalidArgumentException("not a GA4 measurement id: \"$measurementId\" (G-XXXXXXXXXX)");
        }
        if (preg_match('~^(https://[^\s"\'<>]+|/(?!/)[^\s"\'<>]*)$~D', $tagUrl) !== 1) {
            throw new InvalidArgumentException("the tag's address must be https or a path from the root: \"$tagUrl\"");
        }
        if ($version < 1) {
            throw new InvalidArgumentException("the consent version must be 1 or more: $version");
        }
    }

    /**
     * Where Google's tag sends its hits, for the host policy's `connect-src`; none when no Google
     * tag loads (no id, or a stand-in from the site itself). The tag's script itself needs no
     * source: a strict policy's 'strict-dynamic' trusts what this nonce'd script adds.
     *
     * @return list<string>
     */
    public function connectOrigins(): array
    {
        if ($this->measurementId === null || ! str_starts_with($this->tagUrl, 'https://')) {
            return [];
        }

        return ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
    }

    public function source(): string
    {
        $constants = [
            'ID' => $this->measurementId,
            'TAG' => $this->tagUrl,
            'VERSION' => $this->version,
            'HOST' => $this->hostDecision === null ? null : ($this->hostDecision ? 'granted' : 'denied'),
            'KEY' => self::STORAGE_KEY,
            'EVENT' => self::CHANGE_EVENT,
            'POLICY' => self::POLICY,
            'WAIT' => self::WAIT_FOR_UPDATE_MS,
        ];
        $declarations = implode(', ', array_map(
            fn (string $name, mixed $value) => $name.' = '.json_encode($value, self::JSON_FLAGS),
            array_keys($constants),
            $constants,
        ));

        return <<<JS
        (function () {
          var {$declarations};
          var w = window, d = document, self = d.currentScript;
          w.dataLayer = w.dataLayer || [];
          // The tag reads a command only as an arguments object.
          var gtag = w.gtag = w.gtag || function () { w.dataLayer.push(arguments); };
          function signals(analytics) {
            return { analytics_storage: analytics, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
          }
          var defaults = signals('denied');
          defaults.wait_for_update = WAIT;
          gtag('consent', 'default', defaults);
          var loaded = false;
          function load() {
            if (loaded || ID === null) return;
            loaded = true;
            var url = TAG + (TAG.indexOf('?') < 0 ? '?' : '&') + 'id=' + encodeURIComponent(ID);
            var tag = d.createElement('script');
            tag.async = true;
            if (self && self.nonce) tag.nonce = self.nonce;
            tag.src = w.trustedTypes ? w.trustedTypes.createPolicy(POLICY, { createScriptURL: function (given) {
              if (given !== url) throw new TypeError('only the analytics tag');
              return given;
            } }).createScriptURL(url) : url;
            gtag('js', new Date());
            gtag('config', ID);
            d.head.appendChild(tag);
          }
          var kept = HOST;
          if (kept === null) {
            try {
              var stored = JSON.parse(w.localStorage.getItem(KEY));
              if (stored && stored.version === VERSION && (stored.choice === 'granted' || stored.choice === 'denied')) kept = stored.choice;
            } catch (error) {
              // No storage, or not JSON: no choice yet.
            }
          }
          if (kept !== null) {
            gtag('consent', 'update', signals(kept));
            if (kept === 'granted') load();
          }
          // The widget sends the update itself; here only the tag, once granted.
          w.addEventListener(EVENT, function (event) {
            if (event.detail && event.detail.choice === 'granted') load();
          });
        })();
        JS;
    }
}
