<?php

namespace SiteWidgets\Laravel;

use InvalidArgumentException;

/** A placeholder the widget would refuse: thrown outside production, reported in it. */
class InvalidWidgetAttribute extends InvalidArgumentException
{
    public static function in(string $widget, string $problem): self
    {
        return new self("<x-site-widget name=\"{$widget}\">: {$problem}");
    }
}
