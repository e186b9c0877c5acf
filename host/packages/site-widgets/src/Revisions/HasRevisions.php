<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Database\Eloquent\Relations\MorphMany;

/**
 * A model whose saves are kept as numbered revisions (`site_widget_revisions`, the package's
 * migration). It says what a revision holds and how the pages speak of it in
 * `revisionOptions()` (RevisionOptions). The admin forms print `<x-site-widgets-revision :model="…" />`,
 * and the saves go through the `Revisions` service (a Form Request with `SavesRevisions`:
 * `$request->saveRevision($post, fn () => …)`), which refuses a save of an older version.
 */
trait HasRevisions
{
    /** What a revision of this model holds, and how the forms and the revision pages speak of it. */
    abstract public function revisionOptions(): RevisionOptions;

    public static function bootHasRevisions(): void
    {
        // An item deleted for good takes its revisions along: nothing could list them any more.
        static::deleted(function ($item) {
            if (! method_exists($item, 'isForceDeleting') || $item->isForceDeleting()) {
                Revision::of($item)->delete();
            }
        });
    }

    /** The fields a revision holds (RevisionOptions' fields), as this instance has them. */
    public function revisedFields(): array
    {
        return $this->only($this->revisionOptions()->fieldNames());
    }

    /** Newest first. */
    public function revisions(): MorphMany
    {
        return $this->morphMany(Revision::class, 'item')->orderByDesc('number');
    }

    /** The newest revision's number; 0 when there is none (or the item is not stored yet). */
    public function currentRevision(): int
    {
        return $this->exists ? (int) Revision::of($this)->max('number') : 0;
    }

    public function latestRevision(): ?Revision
    {
        return $this->exists ? Revision::of($this)->orderByDesc('number')->first() : null;
    }

    public function revisionAt(int $number): ?Revision
    {
        return $this->exists ? Revision::of($this)->where('number', $number)->first() : null;
    }

    /**
     * Records `$fields` as the item's next revision, then keeps the newest Revision::KEEP.
     * Two calls racing for the same number: the unique index lets one through, the other
     * throws (a QueryException), inside the caller's transaction.
     */
    public function recordRevision(array $fields, ?int $userId): Revision
    {
        $revision = Revision::create([
            'item_type' => $this->getMorphClass(),
            'item_id' => $this->getKey(),
            'number' => $this->currentRevision() + 1,
            'user_id' => $userId,
            'fields' => $fields,
        ]);

        // Numbers grow one by one: up to KEEP there cannot be more than KEEP.
        if ($revision->number > Revision::KEEP) {
            $oldestKept = Revision::of($this)->orderByDesc('number')->skip(Revision::KEEP - 1)->value('number');
            Revision::of($this)->where('number', '<', $oldestKept)->delete();
        }

        return $revision;
    }
}
