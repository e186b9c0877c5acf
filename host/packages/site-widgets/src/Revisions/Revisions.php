<?php

namespace SiteWidgets\Laravel\Revisions;

use Closure;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\QueryException;

/**
 * A form's save as an item's next revision, or its refusal when the form was loaded at an
 * older one: the one place that decides whether a save is stale.
 *
 * The form posts `_revision`, the number `<x-site-widgets-revision>` printed (the item's
 * newest revision when the page was made). The save goes through when that is still the
 * newest. A form that posts no `_revision` (a page opened before the forms printed it, a
 * template without the component) counts as loaded at revision 1, what every item has from
 * the start: it saves while the item has one revision or none, and is refused once it has
 * two — the page that answers the refusal prints `_revision`, so the next save goes through,
 * and a template that lacks the component fails loudly instead of overwriting silently.
 */
final class Revisions
{
    /** What a form without `_revision` counts as loaded at. */
    public const UNSAID = 1;

    /** The posted `_revision`: a number, or null when the form sent none (or no number). */
    public static function posted(mixed $value): ?int
    {
        return is_string($value) && preg_match('/^\d{1,9}$/', $value) === 1 ? (int) $value : (is_int($value) && $value >= 0 ? $value : null);
    }

    /** The revision a form was loaded at: the one it posted, or UNSAID. */
    public static function base(?int $posted): int
    {
        return $posted ?? self::UNSAID;
    }

    public static function isStale(int $current, ?int $posted): bool
    {
        return $posted === null ? $current > self::UNSAID : $posted !== $current;
    }

    /** Whether a form loaded at `$posted` would be refused now (read outside any lock: a hint, save() decides). */
    public static function wouldRefuse(Model $item, ?int $posted): bool
    {
        return self::isStale($item->currentRevision(), $posted);
    }

    /**
     * Saves a form: in one transaction, locks the item's row, checks the version, runs `$store`
     * (which writes the item) and records the fields it now holds as the next revision. A save
     * that leaves every field as the newest revision has it records none (and so leaves other
     * editors' forms current). Returns the revision recorded, or null.
     *
     * Two saves of the same version at once: the second waits at the lock until the first
     * commits, then finds itself stale. Should a database not hold the lock, the unique
     * number per item still lets only one revision N+1 in: the other's insert fails, its
     * transaction (the item's update with it) is rolled back, and it is refused too.
     *
     * @param  list<string>  $fields  the fields a revision of this item holds
     *
     * @throws StaleRevision
     */
    public static function save(Model $item, ?int $posted, array $fields, ?int $userId, Closure $store): ?Revision
    {
        return self::guarded($item, $posted, function () use ($item, $posted, $fields, $userId, $store) {
            $current = $item->currentRevision();
            if (self::isStale($current, $posted)) {
                throw new StaleRevision($item, $posted, $current);
            }
            $store();
            $stored = self::fieldsOf($item, $fields);
            $latest = $item->latestRevision();

            return $latest !== null && $latest->fields === $stored ? null : $item->recordRevision($stored, $userId);
        });
    }

    /**
     * Makes an old revision's content the item's content again, as a new revision: nothing is
     * deleted. `$store` writes the fields (by default, fill and save); no version check: the
     * editor chose this content, and every save since is still in the list.
     */
    public static function restore(Model $item, Revision $revision, array $fields, ?int $userId, ?Closure $store = null): Revision
    {
        $old = array_intersect_key($revision->fields, array_flip($fields));

        return self::guarded($item, null, function () use ($item, $old, $fields, $userId, $store) {
            $store === null ? $item->fill($old)->save() : $store($old);

            return $item->recordRevision(self::fieldsOf($item, $fields), $userId);
        });
    }

    /** The fields as the database holds them now (read again: what was stored, cast as the model casts). */
    public static function fieldsOf(Model $item, array $fields): array
    {
        $stored = $item->exists ? ($item->newQueryWithoutScopes()->whereKey($item->getKey())->first() ?? $item) : $item;

        return $stored->only($fields);
    }

    private static function guarded(Model $item, ?int $posted, Closure $work): mixed
    {
        try {
            return $item->getConnection()->transaction(function () use ($item, $work) {
                self::lock($item);

                return $work();
            });
        } catch (QueryException $e) {
            if (str_starts_with((string) $e->getCode(), '23') && str_contains($e->getSql(), (new Revision())->getTable())) {
                throw new StaleRevision($item, $posted, $item->currentRevision());
            }
            throw $e;
        }
    }

    /**
     * Holds the item's row until the commit with a write that changes nothing (`id = id`): on
     * MySQL and PostgreSQL it locks the row as `SELECT … FOR UPDATE` would; on SQLite, being the
     * transaction's first statement, it takes the database's write lock before anything is read,
     * so a second save waits for the first (the busy timeout) rather than failing on a read lock
     * it could not upgrade. A new item (no row yet) has nothing to lock: the unique number holds.
     */
    private static function lock(Model $item): void
    {
        if (! $item->exists) {
            return;
        }
        $key = $item->getKeyName();
        $item->newQueryWithoutScopes()->whereKey($item->getKey())->toBase()
            ->update([$key => $item->getConnection()->raw($item->getConnection()->getQueryGrammar()->wrap($key))]);
    }
}
