<?php

namespace SiteWidgets\Laravel\Upload;

/**
 * Runs an image function on bytes anyone may have sent. GD and getimagesize() report a
 * damaged file with a PHP warning besides their `false`, and Laravel turns warnings into
 * exceptions (a 500): here the `false` is the answer, the warning is dropped.
 */
final class Quietly
{
    /**
     * @template T
     *
     * @param  callable(): T  $call
     * @return T
     */
    public static function run(callable $call): mixed
    {
        set_error_handler(static fn (): bool => true);
        try {
            return $call();
        } finally {
            restore_error_handler();
        }
    }
}
