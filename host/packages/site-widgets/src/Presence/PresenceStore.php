<?php

namespace SiteWidgets\Laravel\Presence;

use Illuminate\Contracts\Cache\LockProvider;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Contracts\Config\Repository as Config;
use Illuminate\Support\Carbon;

/**
 * Who has which admin form open, in the application's cache (the file cache on one server, a
 * shared Redis on several): one key per item, holding each editor's `{id, name, since, seen}`
 * (Unix seconds). An entry whose last heartbeat (`seen`) is `site-widgets.presence_ttl`
 * seconds old (60) is dropped on every read and write, so no presence outlives its last
 * heartbeat by more than that. Each change is a read and a write under the cache's lock
 * (`Cache::lock`, atomic in the file, Redis, Memcached, database and array stores), so two
 * heartbeats at once do not lose each other. A lock that cannot be had within a few seconds
 * gives the entries as they are, unchanged: presence is information, never worth a wait.
 */
class PresenceStore
{
    private const PREFIX = 'site-widgets:presence:';

    /** How long one heartbeat may hold an item's lock, and how long another waits for it. */
    private const LOCK_SECONDS = 5;

    private const WAIT_SECONDS = 3;

    private int $ttl;

    public function __construct(private Cache $cache, Config $config)
    {
        $this->ttl = max(1, (int) $config->get('site-widgets.presence_ttl', 60));
    }

    /**
     * The caller's heartbeat: added (since now) or seen again.
     *
     * @return list<array{id: int|string, name: string, since: int, seen: int}> everyone editing the item, the caller included
     */
    public function beat(string $item, int|string $id, string $name): array
    {
        return $this->change($item, function (array $entries, int $now) use ($id, $name) {
            $entries[(string) $id] = ['id' => $id, 'name' => $name, 'since' => $entries[(string) $id]['since'] ?? $now, 'seen' => $now];

            return $entries;
        });
    }

    /**
     * The caller left (the page went): removed at once.
     *
     * @return list<array{id: int|string, name: string, since: int, seen: int}> everyone still editing the item
     */
    public function leave(string $item, int|string $id): array
    {
        return $this->change($item, function (array $entries) use ($id) {
            unset($entries[(string) $id]);

            return $entries;
        });
    }

    /** @return list<array{id: int|string, name: string, since: int, seen: int}> everyone editing the item, first come first */
    public function present(string $item): array
    {
        return self::listed($this->live($this->cache->get(self::PREFIX.$item), Carbon::now()->getTimestamp()));
    }

    /** @param callable(array<string, array>, int): array<string, array> $change */
    private function change(string $item, callable $change): array
    {
        $key = self::PREFIX.$item;
        $apply = function () use ($key, $change) {
            $now = Carbon::now()->getTimestamp();
            $entries = $change($this->live($this->cache->get($key), $now), $now);
            if ($entries === []) {
                $this->cache->forget($key);
            } else {
                $this->cache->put($key, $entries, $this->ttl);
            }

            return self::listed($entries);
        };

        $store = $this->cache->getStore();
        if (! $store instanceof LockProvider) {
            return $apply();
        }
        $lock = $store->lock($key.':lock', self::LOCK_SECONDS);
        // Tries again soon, and not in step with the others that wait (Laravel's default is every
        // 250 ms for all of them, so that only one of a crowd gets in per round).
        if (method_exists($lock, 'betweenBlockedAttemptsSleepFor')) {
            $lock->betweenBlockedAttemptsSleepFor(random_int(15, 60));
        }
        try {
            return $lock->block(self::WAIT_SECONDS, $apply);
        } catch (LockTimeoutException) {
            return $this->present($item);
        }
    }

    /**
     * The entries heard from within the last `ttl` seconds; anything else the key holds (an
     * older shape, a value another program wrote) is left out.
     *
     * @return array<string, array{id: int|string, name: string, since: int, seen: int}>
     */
    private function live(mixed $stored, int $now): array
    {
        $live = [];
        foreach (is_array($stored) ? $stored : [] as $key => $entry) {
            if (is_array($entry) && isset($entry['id'], $entry['since'], $entry['seen']) && is_int($entry['seen']) && is_int($entry['since'])
                && $entry['seen'] > $now - $this->ttl) {
                $live[(string) $key] = ['id' => $entry['id'], 'name' => (string) ($entry['name'] ?? ''), 'since' => $entry['since'], 'seen' => $entry['seen']];
            }
        }

        return $live;
    }

    private static function listed(array $entries): array
    {
        $list = array_values($entries);
        usort($list, fn (array $a, array $b) => $a['since'] <=> $b['since']);

        return $list;
    }
}
