<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\View\Component;
use SiteWidgets\Laravel\Csp;
use SiteWidgets\Laravel\InvalidWidgetAttribute;
use SiteWidgets\Laravel\Placeholder;
use SiteWidgets\Laravel\StrictOrReport;

/**
 * `<x-site-widgets-preload />` in `<head>`, after the entry's script tag: a
 * `<link rel="modulepreload">` for every file the page's widgets will need (their entry's
 * chunks, the mounter with React, each widget's code), so the browser asks for all of them
 * at once instead of one after the other. Without `widgets`, the widgets placed by
 * `<x-site-widget>` so far in this request (a layout's `<head>` renders after the page's
 * sections); with `:widgets="['post-grid']"`, those. The lists come from the build's
 * `preload.json` in `directory` (the config's `site-widgets.directory` unless given); URLs
 * are built as `mix()` builds them (`app.mix_url`, else from the root). Each link carries
 * the request's CSP nonce (`Csp::useNonce()`), or `nonce` if given.
 */
class Preload extends Component
{
    /** @param list<string>|string|null $widgets names, or one string of names separated by spaces or commas */
    public function __construct(public array|string|null $widgets = null, public ?string $directory = null, public ?string $nonce = null)
    {
    }

    public function render()
    {
        return view('site-widgets::preload', ['hrefs' => $this->hrefs(), 'linkNonce' => $this->nonce ?? Csp::nonce()]);
    }

    /** @return list<string> */
    public function hrefs(): array
    {
        $placeholder = app(Placeholder::class);
        $names = match (true) {
            $this->widgets === null => $placeholder->placed(),
            is_string($this->widgets) => preg_split('/[\s,]+/', $this->widgets, -1, PREG_SPLIT_NO_EMPTY),
            default => array_values($this->widgets),
        };
        if ($names === []) {
            return [];
        }
        $lists = $this->lists();
        if ($lists === null) {
            return [];
        }
        $files = [];
        foreach ($names as $name) {
            $entry = $placeholder->entryOf($name);
            if ($entry === null || ! isset($lists['widgets'][$name])) {
                $this->refuse("no widget is called \"$name\"");
                continue;
            }
            // An admin page loads the public entry as well (its pages hold public widgets too).
            $entries = $entry === 'admin' ? ['public', 'admin'] : ['public'];
            foreach ($entries as $each) {
                array_push($files, ...($lists['entries'][$each] ?? []));
            }
            array_push($files, ...$lists['mount'], ...$lists['widgets'][$name]);
        }
        $base = rtrim((string) config('app.mix_url'), '/').'/'.$this->folder().'/';

        return array_map(fn (string $file) => $base.$file, array_values(array_unique($files)));
    }

    /** @return array{entries: array<string, list<string>>, mount: list<string>, widgets: array<string, list<string>>}|null */
    private function lists(): ?array
    {
        static $read = [];
        $path = public_path($this->folder().'/preload.json');
        if (! array_key_exists($path, $read)) {
            $read[$path] = is_file($path) ? json_decode(file_get_contents($path), true) : null;
        }
        if (! is_array($read[$path])) {
            $this->refuse("no preload list at $path (deploy the build's preload.json beside manifest.json)");

            return null;
        }

        return $read[$path];
    }

    /** The build's folder under public/, without slashes at either end. */
    private function folder(): string
    {
        return trim($this->directory ?? config('site-widgets.directory'), '/');
    }

    /** Strict (outside production), a mistake stops the page; otherwise the page goes on without preloading. */
    private function refuse(string $problem): void
    {
        StrictOrReport::refuse(new InvalidWidgetAttribute("<x-site-widgets-preload>: $problem"));
    }
}
