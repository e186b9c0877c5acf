<?php

namespace App\Support;

use Illuminate\Contracts\Cache\Repository;
use Illuminate\Support\Facades\Cache;

/**
 * Attempts counted before they are judged, in the cache the rate limiters use (Redis in
 * production, shared by every app server): count() adds one in a single atomic step (the
 * store's increment: Redis's INCRBY) and says how many the window holds with it, so that of
 * any number of requests arriving together no more than the limit are let through — where
 * reading the count, then adding to it after the work, lets those arriving together read the
 * same count and pass together.
 *
 * A window opens at the first attempt and lasts `$seconds`, as Laravel's RateLimiter's does.
 * Unlike the RateLimiter, each window keeps its count under a key of its own (`{name}:{window
 * id}`, the id drawn when the window opens): close() ends the window, and the next attempt
 * opens another with a count from nothing, so no count is ever reset or deleted while another
 * request adds to it (an increment landing on a key just deleted makes one without expiry,
 * which would count forever). takeBack() removes an attempt again, from the window it was
 * counted in, which outlives its window by as long again.
 */
final class AttemptWindow
{
    private function __construct(
        private readonly string $name,
        private readonly string $key,
        public readonly int $count,
        public readonly int $secondsLeft,
    ) {
    }

    /** One more attempt on `$name`, counted in its window (opened here if none is open). */
    public static function count(string $name, int $seconds): self
    {
        $cache = self::cache();
        $window = null;
        // The window read back is the one open now: ours, or another request's that opened first
        // (read again if it closed in between).
        for ($tries = 0; $tries < 3 && ! is_string($window); $tries++) {
            $cache->add("$name:window", (now()->getTimestamp() + $seconds).'|'.bin2hex(random_bytes(8)), $seconds);
            $window = $cache->get("$name:window");
        }
        if (! is_string($window) || substr_count($window, '|') !== 1) {
            throw new \RuntimeException("attempts of $name: no window could be opened in the cache");
        }
        [$ends, $id] = explode('|', $window);
        $key = "$name:$id";
        $cache->add($key, 0, 2 * $seconds);

        return new self($name, $key, (int) $cache->increment($key), max(1, (int) $ends - now()->getTimestamp()));
    }

    /** Whether this attempt is past `$limit` in its window. */
    public function over(int $limit): bool
    {
        return $this->count > $limit;
    }

    /** The attempt was not one to count after all: one less in the window it was counted in. */
    public function takeBack(): void
    {
        self::cache()->decrement($this->key);
    }

    /** Ends the window: the next attempt opens a new one, counting from nothing. */
    public function close(): void
    {
        self::cache()->forget("{$this->name}:window");
    }

    /** The store of Laravel's RateLimiter (`cache.limiter`, else the default store). */
    private static function cache(): Repository
    {
        return Cache::store(config('cache.limiter'));
    }
}
