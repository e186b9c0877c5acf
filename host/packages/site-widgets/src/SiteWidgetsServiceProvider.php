<?php

namespace SiteWidgets\Blade;

use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;

/** Registers `<x-site-widget name="…" … />`, `<x-site-widgets-preload />` and `<x-site-widgets-globals />`. */
class SiteWidgetsServiceProvider extends ServiceProvider
{
    public function register()
    {
        $this->app->singleton(Placeholder::class, fn ($app) => new Placeholder(
            require __DIR__.'/widgets.php',
            strict: ! $app->environment('production'),
        ));
    }

    public function boot()
    {
        $this->loadViewsFrom(__DIR__.'/../resources/views', 'site-widgets');
        Blade::component('site-widget', SiteWidget::class);
        Blade::component('site-widgets-preload', Preload::class);
        Blade::component('site-widgets-globals', Globals::class);
    }
}
