<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Meta;

/** A share picture as a page's head names it: where it is served from (a path or URL on the public disk), its sides and type. */
final class ShareImage
{
    public function __construct(
        public readonly string $url,
        public readonly int $width,
        public readonly int $height,
        public readonly string $type = 'image/jpeg',
    ) {
    }
}
