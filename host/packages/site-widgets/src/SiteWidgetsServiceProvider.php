<?php

namespace SiteWidgets\Laravel;

use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;

/**
 * Registers `<x-site-widget name="…" … />`, `<x-site-widgets-preload />`,
 * `<x-site-widgets-globals />`, `<x-site-recipe :post="…" />`, `<x-site-widgets-revision :model="…" />` and
 * `<x-site-widgets-presence :model="…" noun="…" />`, `<x-site-widgets-meta … />` (a page's link preview), the
 * `site-widgets` config, the revisions' migration and what `vendor:publish` copies.
 * Discovered by Laravel from the package's composer.json (`extra.laravel.providers`).
 */
class SiteWidgetsServiceProvider extends ServiceProvider
{
    /** The generated widget list, which config/site-widgets.php reads. */
    public const WIDGET_LIST = __DIR__.'/widgets.php';

    private const CONFIG = __DIR__.'/../config/site-widgets.php';

    public function register()
    {
        $this->mergeConfigFrom(self::CONFIG, 'site-widgets');

        // Per request, never shared between requests by a long-lived worker (Octane, a queue
        // worker rendering views): the widgets placed so far, and the request's CSP nonce.
        $this->app->scoped(Placeholder::class, fn ($app) => new Placeholder(
            $app['config']['site-widgets.widgets'],
            strict: $app['config']['site-widgets.strict'],
        ));
        $this->app->scoped(Csp::class);
    }

    public function boot()
    {
        $this->loadViewsFrom(__DIR__.'/../resources/views', 'site-widgets');
        Blade::component('site-widget', SiteWidget::class);
        Blade::component('site-widgets-preload', Preload::class);
        Blade::component('site-widgets-globals', Globals::class);
        Blade::component('site-recipe', SiteRecipe::class);
        Blade::component('site-widgets-presence', Presence\EditingPresence::class);
        Blade::component('site-widgets-revision', Revisions\RevisionInput::class);
        Blade::component('site-widgets-meta', Meta\PageMeta::class);
        // site_widget_revisions: each save of an admin form, numbered per item (Revisions\HasRevisions).
        $this->loadMigrationsFrom(__DIR__.'/../database/migrations');

        if ($this->app->runningInConsole()) {
            $this->commands([Console\CleanStoredHtml::class]);
            $this->publishes([self::CONFIG => config_path('site-widgets.php')], 'site-widgets-config');
            // The built bundle (the package's public/, a copy of the build's dist/) to where the pages load it from.
            $this->publishes([__DIR__.'/../public' => public_path(config('site-widgets.directory'))], 'site-widgets-assets');
        }
    }
}
