<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Support\HtmlString;
use Illuminate\View\Component;
use SiteWidgets\Laravel\Placeholder;

/**
 * `<x-site-widget name="post-grid" :section="$section" id="recetas">fallback</x-site-widget>`:
 * a widget's placeholder, its attributes written and escaped by their declared kind.
 */
class SiteWidget extends Component
{
    public function __construct(public string $name)
    {
    }

    public function render()
    {
        return view('site-widgets::placeholder');
    }

    /** The placeholder's attributes, escaped, as HTML. */
    public function placeholderAttributes(): HtmlString
    {
        return new HtmlString(app(Placeholder::class)->render($this->name, $this->attributes->getAttributes()));
    }
}
