<?php

namespace SiteWidgets\Laravel\Html;

use InvalidArgumentException;

/** HTML past one of HtmlLimits' caps: its message says which, for an editor to read. */
final class HtmlTooLarge extends InvalidArgumentException
{
}
