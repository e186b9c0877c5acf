<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * What an image's header says, read before anything is decoded: its type from its first
 * bytes, its sides from its header (getimagesize() reads no pixel data), so a file claiming
 * 30,000 px a side is refused before GD would reserve memory for it.
 */
final class ImageHeader
{
    private function __construct(
        public readonly ImageType $type,
        public readonly int $width,
        public readonly int $height,
    ) {
    }

    /** @throws RefusedImage when the bytes are not a PNG, GIF, JPEG or WebP */
    public static function read(string $bytes): self
    {
        $info = Quietly::run(static fn () => getimagesizefromstring($bytes));
        $type = is_array($info) ? ImageType::fromImagetype($info[2]) : null;
        if (! is_array($info) || $type === null) {
            throw RefusedImage::notAnImage();
        }
        if ($info[0] < 1 || $info[1] < 1) {
            throw RefusedImage::unreadable();
        }

        return new self($type, $info[0], $info[1]);
    }

    public function pixels(): int
    {
        return $this->width * $this->height;
    }
}
