<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use Illuminate\Config\Repository;
use Illuminate\Container\Container;
use Illuminate\Contracts\Routing\UrlGenerator as UrlGeneratorContract;
use Illuminate\Contracts\View\Factory as ViewFactoryContract;
use Illuminate\Events\Dispatcher;
use Illuminate\Filesystem\Filesystem;
use Illuminate\Filesystem\FilesystemManager;
use Illuminate\Http\Request;
use Illuminate\Routing\RouteCollection;
use Illuminate\Routing\UrlGenerator;
use Illuminate\Support\Facades\Facade;
use Illuminate\View\Compilers\BladeCompiler;
use Illuminate\View\Engines\CompilerEngine;
use Illuminate\View\Engines\EngineResolver;
use Illuminate\View\Factory;
use Illuminate\View\FileViewFinder;

/**
 * The least of Laravel a component of the package renders with, in a plain container instead
 * of a booted application: the config, the request's address (`url()`), the package's views
 * (`site-widgets::…`, compiled into the site's folder), the public disk (`Storage`) and public/
 * (`public_path()`, which Laravel 8 reads as `path.public` and 10 asks the application for).
 */
final class MinimalHost
{
    /** @param  array<string, mixed>  $config  by dotted key, as `config([...])` takes it */
    public static function start(SiteFolders $site, string $requestUrl, array $config): Container
    {
        $app = new class () extends Container {
            public function publicPath(string $path = ''): string
            {
                return $this->make('path.public').($path === '' ? '' : '/'.ltrim($path, '/'));
            }
        };
        $app->instance('path.public', $site->public());

        $settings = new Repository(['filesystems' => ['disks' => ['public' => $site->diskConfig()]]]);
        $settings->set($config);
        $app->instance('config', $settings);

        $app->instance('url', new UrlGenerator(new RouteCollection(), Request::create($requestUrl)));
        $app->alias('url', UrlGeneratorContract::class);

        $disks = new FilesystemManager($app);
        $disks->set('public', $site->disk());
        $app->instance('filesystem', $disks);

        $files = new Filesystem();
        $compiled = "{$site->root}/views";
        $files->ensureDirectoryExists($compiled);
        $engines = new EngineResolver();
        $engines->register('blade', static fn () => new CompilerEngine(new BladeCompiler($files, $compiled), $files));
        $finder = new FileViewFinder($files, []);
        $finder->addNamespace('site-widgets', dirname(__DIR__, 2).'/resources/views');
        $views = new Factory($engines, $finder, new Dispatcher($app));
        $views->setContainer($app);
        $app->instance('view', $views);
        $app->alias('view', ViewFactoryContract::class);

        Container::setInstance($app);
        Facade::setFacadeApplication($app);

        return $app;
    }

    public static function stop(): void
    {
        Facade::clearResolvedInstances();
        Facade::setFacadeApplication(null);
        Container::setInstance(null);
    }
}
