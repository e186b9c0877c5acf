<?php

declare(strict_types=1);

namespace SiteWidgets\Laravel\Meta;

use GdImage;
use Illuminate\Contracts\Cache\LockProvider;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Filesystem\FilesystemAdapter;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Storage;
use SiteWidgets\Laravel\Upload\Gd;
use SiteWidgets\Laravel\Upload\ImageType;
use SiteWidgets\Laravel\Upload\Quietly;
use SiteWidgets\Laravel\Upload\Reencoder;
use SiteWidgets\Laravel\Upload\RefusedImage;
use Throwable;

/**
 * The picture a link preview shows (WhatsApp, Facebook, X): a JPEG of 1200 × 630 at most
 * 300 KB, made by the server with GD from a page's picture, once, then served as a file of
 * the public disk. WhatsApp leaves out preview pictures much over 300 KB; 1200 × 630 is the
 * size Facebook and X show large.
 *
 * The source is read as uploads are (`Upload\Reencoder::picture()`: its type from its bytes,
 * refused above the upload limits before anything is decoded, turned upright from its EXIF
 * orientation), cropped to 1200 × 630 around its centre (cover), its transparency on white,
 * and written at the highest JPEG quality that fits in 300 KB. A source smaller than that is
 * cropped to the same shape at its own size, never enlarged; one narrower than 200 px
 * (`MIN_WIDTH`, Facebook's minimum) gives none. The original is never changed.
 *
 * Each picture is stored under the public disk's `site-widgets.meta.share_folder`, named by
 * a hash of the source's address, its modification time and size (and this class's
 * `VERSION`): a new image, or the same file written again, gets a new picture; the old one
 * stays, unused. Sources are this site's files only: the public disk's (`/storage/…`) and
 * public/'s (`/images/…`), or an absolute address of this site naming one of them; another
 * site's address, a path out of those folders, an SVG, or a file GD cannot read give none
 * (the page then shows the site's default picture, `site-widgets.meta.default_image`).
 *
 * Made once, whatever the crowd: the first visits of a page shared to a group arrive together,
 * each of which would decode the same photo (tens of MB of memory, a second of a worker) and
 * write the same file. One makes it under a lock of the cache (`LOCK_SECONDS`; Redis's in
 * production, shared by the app servers); the others wait for it up to `$wait` seconds and
 * show what it made, or, should it take longer, the default picture for now. A source that
 * gives no picture (too small, refused as an upload would be, not an image GD reads) is
 * remembered, an empty `<name>.none` beside where its picture would be, and never decoded
 * again: a page would otherwise decode it on every view. Its name has the source's time and
 * size, so a file written again is tried again. An unexpected failure (the disk full) is not
 * remembered: the next view tries again, one at a time.
 */
final class SharePicture
{
    public const WIDTH = 1200;

    public const HEIGHT = 630;

    public const MAX_BYTES = 300 * 1024;

    public const MIN_WIDTH = 200;

    /** Changes when what this class writes changes, so that pictures made before are made again. */
    private const VERSION = 1;

    /** JPEG qualities tried in turn, until the picture fits in MAX_BYTES: GD's upload quality first. */
    private const QUALITIES = [Gd::QUALITY, 75, 65, 55, 45, 35, 25];

    /** A source file larger than this is not read (the uploader stores 5 MB at most). */
    private const MAX_SOURCE_BYTES = 32 * 1024 * 1024;

    /** How long the lock of one picture's making lasts at most (a worker killed while making it frees it then). */
    private const LOCK_SECONDS = 30;

    /** What marks a source remembered as giving no picture, after the picture's own name. */
    private const NONE = '.none';

    /**
     * @param  FilesystemAdapter  $disk  the public disk (a local one: the pictures are written as files)
     * @param  string  $publicRoot  the application's public/ folder
     * @param  string  $siteRoot  the site's own address (`url('/')`): absolute sources on it are read from its files
     * @param  ?LockProvider  $locks  the cache store whose locks the app servers share; none: each request makes its own
     * @param  int  $wait  seconds a request waits for another one making the same picture
     */
    public function __construct(
        private readonly FilesystemAdapter $disk,
        private readonly string $folder,
        private readonly string $publicRoot,
        private readonly string $siteRoot,
        private readonly ?LockProvider $locks = null,
        private readonly int $wait = 3,
    ) {
    }

    public static function fromConfig(): self
    {
        // An application without a cache (the package's own tests) makes each picture unlocked.
        $store = app()->bound('cache') ? Cache::getStore() : null;

        return new self(
            Storage::disk('public'),
            trim((string) config('site-widgets.meta.share_folder', 'compartir'), '/'),
            public_path(),
            url('/'),
            $store instanceof LockProvider ? $store : null,
        );
    }

    /**
     * The share picture of `$source` (an image's path or address as a page prints it), made now
     * if it was not yet; null when the source cannot give one.
     */
    public function of(?string $source): ?ShareImage
    {
        $file = $source === null ? null : $this->file($source);
        if ($file === null) {
            return null;
        }
        [$kind, $relative, $path] = $file;
        $stat = Quietly::run(static fn () => stat($path));
        if (! is_array($stat) || $stat['size'] > self::MAX_SOURCE_BYTES) {
            return null;
        }
        $name = $this->folder.'/'.sha1(implode("\0", [self::VERSION, $kind, $relative, $stat['mtime'], $stat['size']])).'.jpg';
        $made = $this->stored($name);
        if ($made !== null || $this->remembered($name)) {
            return $made;
        }
        if ($this->locks === null) {
            return $this->make($path, $name);
        }
        $lock = $this->locks->lock('site-widgets:share-picture:'.$name, self::LOCK_SECONDS);
        try {
            $lock->block($this->wait);
        } catch (LockTimeoutException) {
            // Another request is still making it: this page shows the default picture this once.
            return null;
        }
        try {
            // Made, or found to give none, by the request this one waited for.
            return $this->stored($name) ?? ($this->remembered($name) ? null : $this->make($path, $name));
        } finally {
            $lock->release();
        }
    }

    /** Whether the source was found before to give no picture. */
    private function remembered(string $name): bool
    {
        return is_file($this->disk->path($name.self::NONE));
    }

    /** Remembers that the source gives no picture; null, what it gives. */
    private function remember(string $name): ?ShareImage
    {
        Quietly::run(fn () => $this->disk->put($name.self::NONE, ''));

        return null;
    }

    /** The picture already made, with its sides read from its header. */
    private function stored(string $name): ?ShareImage
    {
        $size = Quietly::run(fn () => getimagesize($this->disk->path($name)));
        if (! is_array($size) || $size[2] !== IMAGETYPE_JPEG) {
            return null;
        }

        return new ShareImage($this->disk->url($name), $size[0], $size[1]);
    }

    private function make(string $path, string $name): ?ShareImage
    {
        // A file that is no image (an SVG, a page) is known by its header, before it is read whole.
        $header = Quietly::run(static fn () => getimagesize($path));
        if (! is_array($header)) {
            return $this->remember($name);
        }
        try {
            $jpeg = self::picture(Reencoder::picture((string) file_get_contents($path)));
            if ($jpeg === null) {
                return $this->remember($name);
            }
            // Written whole, then named: a page rendered meanwhile never finds half a picture.
            $partial = "{$name}.".bin2hex(random_bytes(6)).'.part';
            $this->disk->put($partial, $jpeg['bytes']);
            if (! rename($this->disk->path($partial), $this->disk->path($name))) {
                $this->disk->delete($partial);

                return null;
            }
        } catch (RefusedImage) {
            return $this->remember($name);
        } catch (Throwable $problem) {
            // The page is worth more than its preview.
            report($problem);

            return null;
        }

        return new ShareImage($this->disk->url($name), $jpeg['width'], $jpeg['height']);
    }

    /**
     * The picture cropped to the share shape and encoded, or null when it is too small.
     *
     * @return array{bytes: string, width: int, height: int}|null
     */
    public static function picture(GdImage $source): ?array
    {
        $width = imagesx($source);
        $height = imagesy($source);
        [$cropWidth, $cropHeight] = self::crop($width, $height);
        // Never enlarged: a source smaller than the share size keeps its own pixels.
        [$outWidth, $outHeight] = $cropWidth >= self::WIDTH && $cropHeight >= self::HEIGHT ? [self::WIDTH, self::HEIGHT] : [$cropWidth, $cropHeight];
        if ($outWidth < self::MIN_WIDTH) {
            return null;
        }
        $picture = imagecreatetruecolor($outWidth, $outHeight);
        if (! $picture instanceof GdImage) {
            throw RefusedImage::unreadable();
        }
        // A JPEG has no transparency: what was transparent is white, as on the page's background.
        imagefilledrectangle($picture, 0, 0, $outWidth - 1, $outHeight - 1, (int) imagecolorallocate($picture, 255, 255, 255));
        imagealphablending($picture, true);
        imagecopyresampled($picture, $source, 0, 0, intdiv($width - $cropWidth, 2), intdiv($height - $cropHeight, 2), $outWidth, $outHeight, $cropWidth, $cropHeight);
        foreach (self::QUALITIES as $quality) {
            $bytes = Gd::encode($picture, ImageType::Jpeg, $quality);
            if (strlen($bytes) <= self::MAX_BYTES) {
                return ['bytes' => $bytes, 'width' => $outWidth, 'height' => $outHeight];
            }
        }

        return null;
    }

    /**
     * The largest part of a `$width` × `$height` picture in the share shape (1200 : 630).
     *
     * @return array{0: int, 1: int}
     */
    public static function crop(int $width, int $height): array
    {
        if ($width * self::HEIGHT > $height * self::WIDTH) {
            return [min($width, max(1, intdiv($height * self::WIDTH, self::HEIGHT))), $height];
        }

        return [$width, min($height, max(1, intdiv($width * self::HEIGHT, self::WIDTH)))];
    }

    /**
     * The file `$source` names: on the public disk, or in public/, never out of either (no
     * `..`, no link leading out), or none.
     *
     * @return array{0: string, 1: string, 2: string}|null  where (`disk`, `public`), its path there, and the file
     */
    private function file(string $source): ?array
    {
        $address = preg_replace('/[?#].*$/s', '', trim($source)) ?? '';
        if ($address === '' || str_contains($address, "\0") || str_contains($address, '\\')) {
            return null;
        }
        $diskPrefix = rtrim($this->disk->url(''), '/').'/';
        if (str_starts_with($address, $diskPrefix)) {
            return $this->inside('disk', $this->disk->path(''), substr($address, strlen($diskPrefix)));
        }
        if (preg_match('#^(?:[a-z][a-z0-9+.-]*:)?//#i', $address) === 1) {
            // An absolute address: this site's only, read as its path.
            $site = parse_url($this->siteRoot);
            $given = parse_url(str_starts_with($address, '//') ? ($site['scheme'] ?? 'https').':'.$address : $address);
            if (! is_array($site) || ! is_array($given) || ! in_array(strtolower($given['scheme'] ?? ''), ['http', 'https'], true)
                || strtolower($given['host'] ?? '') !== strtolower($site['host'] ?? '') || ($given['port'] ?? null) !== ($site['port'] ?? null)) {
                return null;
            }
            $address = $given['path'] ?? '/';
            if (str_starts_with($address, $diskPrefix)) {
                return $this->inside('disk', $this->disk->path(''), substr($address, strlen($diskPrefix)));
            }
        } elseif (preg_match('#^[a-z][a-z0-9+.-]*:#i', $address) === 1) {
            // data:, javascript:…
            return null;
        }

        return $this->inside('public', $this->publicRoot, ltrim($address, '/'));
    }

    /** @return array{0: string, 1: string, 2: string}|null */
    private function inside(string $kind, string $root, string $relative): ?array
    {
        $relative = rawurldecode($relative);
        if ($relative === '' || str_contains($relative, "\0") || str_contains($relative, '\\')) {
            return null;
        }
        foreach (explode('/', $relative) as $segment) {
            if ($segment === '.' || $segment === '..') {
                return null;
            }
        }
        $realRoot = realpath($root);
        $real = realpath(rtrim($root, '/').'/'.$relative);
        if ($realRoot === false || $real === false || ! str_starts_with($real, rtrim($realRoot, '/').'/') || ! is_file($real)) {
            return null;
        }

        return [$kind, $relative, $real];
    }
}
