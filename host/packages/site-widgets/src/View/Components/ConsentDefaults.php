<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\View\Component;
use InvalidArgumentException;
use SiteWidgets\Laravel\Consent\ConsentScript;
use SiteWidgets\Laravel\Csp;
use SiteWidgets\Laravel\InvalidWidgetAttribute;
use SiteWidgets\Laravel\StrictOrReport;

/**
 * `<x-site-widgets-consent />`, first in `<head>`, before any tag: Consent Mode v2's defaults,
 * the kept choice and the analytics tag once granted (`ConsentScript`), as one inline script
 * with the request's CSP nonce (`Csp::useNonce()`, or `nonce`). The measurement id, the tag's
 * address and the version come from the config (`site-widgets.consent`) unless given;
 * `:analytics-consent` is the host's own decision, which wins over the visitor's (give the
 * same to `<x-site-widgets-globals>`). A setting the script refuses (an id that is not GA4's,
 * a tag address that is neither https nor a path) stops the page outside production; in
 * production the defaults print without the tag and the mistake goes to the log.
 */
class ConsentDefaults extends Component
{
    public function __construct(
        public ?string $measurementId = null,
        public ?string $tagUrl = null,
        public ?int $version = null,
        public ?bool $analyticsConsent = null,
        public ?string $nonce = null,
    ) {
    }

    public function render()
    {
        return view('site-widgets::consent', ['source' => $this->script()->source(), 'scriptNonce' => $this->nonce ?? Csp::nonce()]);
    }

    /** The script for these settings; without the tag when they are refused. */
    public function script(): ConsentScript
    {
        $id = $this->measurementId ?? self::configured('measurement_id');
        $tag = $this->tagUrl ?? self::configured('tag_url') ?? 'https://www.googletagmanager.com/gtag/js';
        $version = $this->version ?? (int) (config('site-widgets.consent.version') ?? 1);
        try {
            return new ConsentScript($id, $tag, $version, $this->analyticsConsent);
        } catch (InvalidArgumentException $problem) {
            StrictOrReport::refuse(new InvalidWidgetAttribute('<x-site-widgets-consent>: '.$problem->getMessage(), 0, $problem));

            return new ConsentScript(null, 'https://www.googletagmanager.com/gtag/js', max(1, $version), $this->analyticsConsent);
        }
    }

    /** A text setting of `site-widgets.consent`; an empty one (an empty env variable) reads as absent. */
    private static function configured(string $key): ?string
    {
        $value = config("site-widgets.consent.$key");

        return is_string($value) && trim($value) !== '' ? trim($value) : null;
    }
}
