<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Tests\Meta;

use League\MimeTypeDetection\MimeTypeDetector;

/**
 * A disk's MIME type detector that detects none, for the tests' disk on Flysystem 3: the
 * package never asks a disk for a type, and Flysystem's own (league/mime-type-detection's, as
 * Debian trixie ships it) declares implicitly nullable parameters, which PHP 8.4 deprecates as
 * soon as its file loads.
 */
final class NoMimeTypes implements MimeTypeDetector
{
    public function detectMimeType(string $path, $contents): ?string
    {
        return null;
    }

    public function detectMimeTypeFromBuffer(string $contents): ?string
    {
        return null;
    }

    public function detectMimeTypeFromPath(string $path): ?string
    {
        return null;
    }

    public function detectMimeTypeFromFile(string $path): ?string
    {
        return null;
    }
}
