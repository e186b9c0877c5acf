<?php

namespace SiteWidgets\Laravel\Revisions;

use Closure;
use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\QueryException;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Schema;
use SiteWidgets\Laravel\Presence\Editor;
use SiteWidgets\Laravel\Presence\SignedItem;

/**
 * The admin forms' revisions, one service (bound per request: `app(Revisions::class)`): a
 * form's save as an item's next revision, or its refusal when the form was loaded at an older
 * one (the one place that decides whether a save is stale); 'Restaurar'; and what the editing
 * presence reads of them.
 *
 * The form posts `_revision`, the number `<x-site-widgets-revision>` printed (the item's
 * newest revision when the page was made). The save goes through when that is still the
 * newest. A form that posts no `_revision` (a page opened before the forms printed it, a
 * template without the component) counts as loaded at revision 1, what every item has from
 * the start: it saves while the item has one revision or none, and is refused once it has
 * two — the page that answers the refusal prints `_revision`, so the next save goes through,
 * and a template that lacks the component fails loudly instead of overwriting silently.
 *
 * What each item keeps is its model's `revisionOptions()` (RevisionOptions).
 */
class Revisions
{
    /** What a form without `_revision` counts as loaded at. */
    public const UNSAID = 1;

    private ?bool $kept = null;

    private ?Refusal $refusal = null;

    /** The posted `_revision`: a number, or null when the form sent none (or no number). */
    public function posted(mixed $value): ?int
    {
        return is_string($value) && preg_match('/^\d{1,9}$/', $value) === 1 ? (int) $value : (is_int($value) && $value >= 0 ? $value : null);
    }

    /** The revision a form was loaded at: the one it posted, or UNSAID. */
    public function base(?int $posted): int
    {
        return $posted ?? self::UNSAID;
    }

    public function isStale(int $current, ?int $posted): bool
    {
        return $posted === null ? $current > self::UNSAID : $posted !== $current;
    }

    /** Whether a form loaded at `$posted` would be refused now (read outside any lock: a hint, save() decides). */
    public function wouldRefuse(Model $item, ?int $posted): bool
    {
        return $this->isStale($item->currentRevision(), $posted);
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
     * @param  array<string, mixed>  $posted  what the form posted, for the refusal's three-way merge
     *
     * @throws StaleRevision which renders the refusal (409)
     */
    public function save(Model $item, ?int $loadedAt, ?int $userId, Closure $store, array $posted = []): ?Revision
    {
        $fields = RevisionOptions::of($item)->fieldNames();

        return $this->guarded($item, $loadedAt, $posted, function () use ($item, $loadedAt, $fields, $userId, $store, $posted) {
            $current = $item->currentRevision();
            if ($this->isStale($current, $loadedAt)) {
                throw new StaleRevision($item, $loadedAt, $current, $posted);
            }
            $store();
            $stored = $this->fieldsOf($item);
            $latest = $item->latestRevision();

            return $latest !== null && $latest->fields === $stored ? null : $item->recordRevision($stored, $userId);
        });
    }

    /**
     * Makes an old revision's content the item's content again, as a new revision: nothing is
     * deleted. What is stored is the revision's fields as the model's `restoring` gives them
     * back (RevisionOptions::restored), filled and saved; no version check: the editor chose
     * this content, and every save since is still in the list.
     *
     * @throws StaleRevision when another save took the number at that very moment
     */
    public function restore(Model $item, Revision $revision, ?int $userId): Revision
    {
        $old = RevisionOptions::of($item)->restored($revision->fields, $item);

        return $this->guarded($item, null, [], function () use ($item, $old, $userId) {
            $item->fill($old)->save();

            return $item->recordRevision($this->fieldsOf($item), $userId);
        });
    }

    /** The fields a revision holds, as the database holds them now (read again: what was stored, cast as the model casts). */
    public function fieldsOf(Model $item): array
    {
        $stored = $item->exists ? ($item->newQueryWithoutScopes()->whereKey($item->getKey())->first() ?? $item) : $item;

        return $stored->only(RevisionOptions::of($item)->fieldNames());
    }

    /** Whether the application keeps revisions (the package's migration has run). */
    public function kept(): bool
    {
        return $this->kept ??= Schema::hasTable((new Revision())->getTable());
    }

    /** The newest revision's number of a signed item (`App\Models\Post:8`; 0 when it has none), or null when no revisions are kept. */
    public function newestNumber(string $item): ?int
    {
        if (! $this->kept()) {
            return null;
        }
        [$type, $id] = SignedItem::parts($item);

        return (int) Revision::query()->where('item_type', $type)->where('item_id', $id)->max('number');
    }

    /**
     * The newest revision of a signed item saved by someone other than `$caller`: `{revision,
     * by, at}` (`by` the user's name, null when that user is gone; `at` in ISO 8601, UTC), or
     * null (none, or no revisions kept): what the presence heartbeat answers.
     *
     * @return array{revision: int, by: ?string, at: string}|null
     */
    public function newestByOthers(string $item, Authenticatable $caller): ?array
    {
        if (! $this->kept()) {
            return null;
        }
        [$type, $id] = SignedItem::parts($item);
        $row = Revision::query()
            ->where('item_type', $type)
            ->where('item_id', $id)
            ->where(fn ($query) => $query->whereNull('user_id')->orWhere('user_id', '!=', $caller->getAuthIdentifier()))
            ->orderByDesc('number')
            ->toBase()
            ->first(['number', 'user_id', 'created_at']);
        if ($row === null) {
            return null;
        }
        // The caller's own model class finds the other user the same way (App\Models\User here).
        $by = $row->user_id !== null && $caller instanceof Model ? $caller->newQuery()->find($row->user_id) : null;

        return [
            'revision' => (int) $row->number,
            'by' => $by === null ? null : Editor::nameOf($by),
            'at' => Carbon::parse($row->created_at, config('app.timezone'))->utc()->format('Y-m-d\TH:i:s\Z'),
        ];
    }

    /** The refusal this request answers with (StaleRevision::render), which the form's components print. */
    public function refusal(): ?Refusal
    {
        return $this->refusal;
    }

    public function refuse(Refusal $refusal): void
    {
        $this->refusal = $refusal;
    }

    private function guarded(Model $item, ?int $loadedAt, array $posted, Closure $work): mixed
    {
        try {
            return $item->getConnection()->transaction(function () use ($item, $work) {
                $this->lock($item);

                return $work();
            });
        } catch (QueryException $e) {
            if (str_starts_with((string) $e->getCode(), '23') && str_contains($e->getSql(), (new Revision())->getTable())) {
                throw new StaleRevision($item, $loadedAt, $item->currentRevision(), $posted);
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
    private function lock(Model $item): void
    {
        if (! $item->exists) {
            return;
        }
        $key = $item->getKeyName();
        $item->newQueryWithoutScopes()->whereKey($item->getKey())->toBase()
            ->update([$key => $item->getConnection()->raw($item->getConnection()->getQueryGrammar()->wrap($key))]);
    }
}
