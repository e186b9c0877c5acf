<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\MorphTo;

/**
 * One saved version of an item (a model using HasRevisions): its number (1, 2, 3… per item),
 * who saved it (`user_id`, null for the seed or a console), when, and `fields`: every field the
 * form stores, the editors' JSON decoded, as JSON text.
 *
 * @property int $number
 * @property int|null $user_id
 * @property array $fields
 * @property \Illuminate\Support\Carbon|null $created_at
 */
class Revision extends Model
{
    /**
     * How many revisions each item keeps: after each new one, the older ones past the newest
     * 50 are deleted (HasRevisions::recordRevision). Enough to go back over weeks of daily
     * edits; a bound on what a busy item stores.
     */
    public const KEEP = 50;

    public const UPDATED_AT = null;

    protected $table = 'site_widget_revisions';

    protected $guarded = [];

    protected $casts = [
        'item_id' => 'integer',
        'number' => 'integer',
        'user_id' => 'integer',
        'fields' => 'array',
    ];

    public function item(): MorphTo
    {
        return $this->morphTo();
    }

    /** Who saved it: the application's user model (`auth.providers.users.model`). */
    public function user(): BelongsTo
    {
        return $this->belongsTo(config('auth.providers.users.model'), 'user_id');
    }

    /** The revisions of one item. */
    public function scopeOf(Builder $query, Model $item): Builder
    {
        return $query->where('item_type', $item->getMorphClass())->where('item_id', $item->getKey());
    }

    /**
     * The fields as JSON: numbers keep their `.0` (so a stored 1.0 reads back as it was and
     * compares equal), and a text that is not valid UTF-8 is kept with U+FFFD, never refused.
     */
    protected function asJson($value)
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE);
    }
}
