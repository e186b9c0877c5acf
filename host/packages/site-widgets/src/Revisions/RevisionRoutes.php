<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Routing\Router;
use InvalidArgumentException;

/**
 * `Route::siteWidgetsRevisions('posts/{post}', Post::class, 'posts')`, in the host's admin
 * group: an item's three revision routes, named after `$name` (the group's name prefix before
 * it: `admin.posts.revisions.index`):
 *
 * - `GET {path}/revisiones` (`….revisions.index`): the list, newest first;
 * - `GET {path}/revisiones/{number}` (`….revisions.show`): one compared with the current content;
 * - `POST {path}/revisiones/{number}/restaurar` (`….revisions.restore`): 'Restaurar', holding the
 *   session's lock (`block()`) as the forms' saves do.
 *
 * The item is the path's one parameter (`{post}`, found as route model binding finds it), or,
 * for a path without one (a single row: the home page), the row `$find` names
 * (`['slug' => 'home']`, read with firstOrNew). Each route asks the gate
 * `config('site-widgets.revisions.ability')` (`can:edit-content`); inside a group that already
 * asks it, Laravel runs the same middleware once. Cacheable (`route:cache`): the routes hold names
 * and arrays only.
 */
final class RevisionRoutes
{
    /** The route action's key holding which model and how to find it. */
    public const ACTION = 'site-widgets-revisions';

    public static function register(Router $router, string $path, string $model, string $name, array $find = []): void
    {
        $path = trim($path, '/');
        preg_match_all('/\{(\w+)\??\}/', $path, $matches);
        $parameters = $matches[1];
        if (count($parameters) > 1 || ($parameters === [] && $find === [])) {
            throw new InvalidArgumentException("siteWidgetsRevisions('$path'): the path names one item by one parameter ({post}), or none and the row to find (['slug' => 'home']).");
        }
        $action = fn (string $method) => [
            'uses' => RevisionController::class.'@'.$method,
            self::ACTION => ['model' => $model, 'parameter' => $parameters[0] ?? null, 'find' => $find],
        ];
        $can = 'can:'.config('site-widgets.revisions.ability', 'edit-content');

        $router->get("$path/revisiones", $action('index'))->middleware($can)->name("$name.revisions.index");
        $router->get("$path/revisiones/{number}", $action('show'))->where('number', '[0-9]+')->middleware($can)->name("$name.revisions.show");
        $router->post("$path/revisiones/{number}/restaurar", $action('restore'))->where('number', '[0-9]+')->middleware($can)->name("$name.revisions.restore")->block();
    }
}
