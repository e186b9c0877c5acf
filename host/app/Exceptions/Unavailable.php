<?php

namespace App\Exceptions;

use PDOException;
use RedisException;
use Throwable;

/**
 * What makes the site unavailable for a moment rather than broken: the database or Redis not
 * answering, or a lock held past the wait the connection allows (config/database.php). Each is
 * answered 503 with Retry-After (App\Exceptions\Handler), a visitor told to try again.
 */
final class Unavailable
{
    public const RETRY_AFTER_SECONDS = 30;

    /** The API's answer; the pages' is resources/views/errors/503.blade.php. */
    public const MESSAGE = 'El sitio no está disponible en este momento. Probá de nuevo en unos minutos.';

    /**
     * MySQL's and MariaDB's error numbers: no server at the socket or address (2002), none at
     * all (2003), gone away or lost mid-query (2006, 2013), a lock not granted in time (1205),
     * a statement stopped at max_statement_time (1969), the server shutting down (1053).
     */
    private const DATABASE_ERRORS = [1053, 1205, 1969, 2002, 2003, 2006, 2013];

    public static function isCausedBy(Throwable $e): bool
    {
        for ($cause = $e; $cause !== null; $cause = $cause->getPrevious()) {
            if ($cause instanceof RedisException || self::isDatabaseAway($cause)) {
                return true;
            }
        }

        return false;
    }

    private static function isDatabaseAway(Throwable $e): bool
    {
        if (! $e instanceof PDOException) {
            return false;
        }
        $number = $e->errorInfo[1] ?? null;
        if (is_int($number)) {
            return in_array($number, self::DATABASE_ERRORS, true);
        }

        // A connection that never opened has no errorInfo: its number is in the message (`SQLSTATE[HY000] [2002] …`).
        return preg_match('/SQLSTATE\[[0-9A-Z]{5}\] \[(\d+)\]/', $e->getMessage(), $match) === 1
            && in_array((int) $match[1], self::DATABASE_ERRORS, true)
            || str_contains($e->getMessage(), 'server has gone away')
            || str_contains($e->getMessage(), 'Lost connection');
    }
}
