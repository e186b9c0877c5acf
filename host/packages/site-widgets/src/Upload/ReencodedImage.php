<?php

namespace SiteWidgets\Laravel\Upload;

/** An upload as the server wrote it: its bytes are GD's, its type the one they were read as. */
final class ReencodedImage
{
    public function __construct(
        public readonly string $bytes,
        public readonly ImageType $type,
        public readonly int $width,
        public readonly int $height,
    ) {
    }
}
