<?php

namespace SiteWidgets\Laravel;

use Illuminate\Routing\Router;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;
use SiteWidgets\Laravel\Revisions\RevisionRoutes;
use SiteWidgets\Laravel\Revisions\Revisions;
use SiteWidgets\Laravel\View\Components;

/**
 * Registers the Blade components (src/View/Components/): `<x-site-widget name="…" … />`,
 * `<x-site-widgets-preload />`, `<x-site-widgets-globals />`, `<x-site-recipe :post="…" />`,
 * `<x-site-widgets-meta … />` (a page's link preview), `<x-site-widgets-consent />` (Consent Mode's defaults
 * before any tag), and the admin forms' editing together:
 * `<x-site-widgets-revision :model="…" />`, `<x-site-widgets-revision-notice />`,
 * `<x-site-widgets-revision-conflict group="…" />`, `<x-site-widgets-presence :model="…" noun="…" />`;
 * the `Route::siteWidgetsRevisions()` macro (the revision pages), the `Revisions` service, the
 * `site-widgets` config, the revisions' migration, the views and what `vendor:publish` copies.
 * Discovered by Laravel from the package's composer.json (`extra.laravel.providers`).
 */
class SiteWidgetsServiceProvider extends ServiceProvider
{
    /** The generated widget list, which config/site-widgets.php reads. */
    public const WIDGET_LIST = __DIR__.'/Generated/widgets.php';

    private const CONFIG = __DIR__.'/../config/site-widgets.php';

    private const VIEWS = __DIR__.'/../resources/views';

    public function register()
    {
        $this->mergeConfigFrom(self::CONFIG, 'site-widgets');

        // Per request, never shared between requests by a long-lived worker (Octane, a queue
        // worker rendering views): the widgets placed so far, the request's CSP nonce, and the
        // revisions' service (which holds a refused save's notice for the page that answers it).
        $this->app->scoped(Placeholder::class, fn ($app) => new Placeholder(
            $app['config']['site-widgets.widgets'],
            strict: $app['config']['site-widgets.strict'],
        ));
        $this->app->scoped(Csp::class);
        $this->app->scoped(Revisions::class);

        // `Route::siteWidgetsRevisions('posts/{post}', Post::class, 'posts')`: an item's revision pages.
        Router::macro('siteWidgetsRevisions', function (string $path, string $model, string $name, array $find = []) {
            /** @var Router $this */
            RevisionRoutes::register($this, $path, $model, $name, $find);
        });
    }

    public function boot()
    {
        $this->loadViewsFrom(self::VIEWS, 'site-widgets');
        Blade::component('site-widget', Components\SiteWidget::class);
        Blade::component('site-widgets-preload', Components\Preload::class);
        Blade::component('site-widgets-globals', Components\Globals::class);
        Blade::component('site-recipe', Components\SiteRecipe::class);
        Blade::component('site-widgets-presence', Components\EditingPresence::class);
        Blade::component('site-widgets-revision', Components\RevisionInput::class);
        Blade::component('site-widgets-revision-notice', Components\RevisionNotice::class);
        Blade::component('site-widgets-revision-conflict', Components\RevisionConflict::class);
        Blade::component('site-widgets-meta', Components\PageMeta::class);
        Blade::component('site-widgets-consent', Components\ConsentDefaults::class);
        // site_widget_revisions: each save of an admin form, numbered per item (Revisions\HasRevisions).
        $this->loadMigrationsFrom(__DIR__.'/../database/migrations');

        if ($this->app->runningInConsole()) {
            $this->commands([Console\CleanStoredHtml::class]);
            $this->publishes([self::CONFIG => config_path('site-widgets.php')], 'site-widgets-config');
            // The views (the revision pages, the refusal's notice and choices…) to resources/views/vendor/site-widgets,
            // where Laravel looks first: a host changes its copies.
            $this->publishes([self::VIEWS => resource_path('views/vendor/site-widgets')], 'site-widgets-views');
            // The built bundle (the package's public/, a copy of the build's dist/) to where the pages load it from.
            $this->publishes([__DIR__.'/../public' => public_path(config('site-widgets.directory'))], 'site-widgets-assets');
        }
    }
}
