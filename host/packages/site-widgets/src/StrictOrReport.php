<?php

namespace SiteWidgets\Laravel;

/**
 * A mistake in how the host uses the package (a placeholder's attribute, a preload, the build's
 * files): strict (`site-widgets.strict`, outside production) it stops the page, where its developer
 * sees it; otherwise it goes to the log and the page goes on without what it concerned. The one
 * place that decides, for every component of the package.
 */
final class StrictOrReport
{
    /** @param bool|null $strict the caller's own setting (a scoped binding's); null reads the config */
    public static function refuse(\Throwable $problem, ?bool $strict = null): void
    {
        if ($strict ?? (bool) config('site-widgets.strict')) {
            throw $problem;
        }
        report($problem);
    }
}
