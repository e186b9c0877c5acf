<?php

namespace SiteWidgets\Laravel\Proposals;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\MorphTo;

/**
 * Changes to an item (a model using Revisions\HasRevisions) proposed by a user who may not
 * publish them, until an editor approves or rejects them. Nothing of it is public: the item
 * changes only when it is approved (Proposals::approve), as a new revision.
 *
 * @property int $base_revision
 * @property array $fields
 * @property int $user_id
 * @property string $status
 * @property string|null $note
 * @property int|null $reviewed_by
 * @property \Illuminate\Support\Carbon|null $reviewed_at
 * @property \Illuminate\Support\Carbon|null $created_at
 */
class Proposal extends Model
{
    public const PENDING = 'pending';

    public const APPROVED = 'approved';

    public const REJECTED = 'rejected';

    /** A pending proposal its own author sent again: the newer one is the one reviewed. */
    public const REPLACED = 'replaced';

    protected $table = 'site_widget_proposals';

    protected $guarded = [];

    protected $casts = [
        'item_id' => 'integer',
        'base_revision' => 'integer',
        'user_id' => 'integer',
        'reviewed_by' => 'integer',
        'fields' => 'array',
        'reviewed_at' => 'datetime',
    ];

    public function item(): MorphTo
    {
        return $this->morphTo();
    }

    /** Who proposed it: the application's user model (`auth.providers.users.model`). */
    public function user(): BelongsTo
    {
        return $this->belongsTo(config('auth.providers.users.model'), 'user_id');
    }

    public function reviewer(): BelongsTo
    {
        return $this->belongsTo(config('auth.providers.users.model'), 'reviewed_by');
    }

    /** The proposals of one item. */
    public function scopeOf(Builder $query, Model $item): Builder
    {
        return $query->where('item_type', $item->getMorphClass())->where('item_id', $item->getKey());
    }

    public function scopePending(Builder $query): Builder
    {
        return $query->where('status', self::PENDING);
    }

    public function isPending(): bool
    {
        return $this->status === self::PENDING;
    }

    /** As the revisions keep theirs: numbers keep their `.0`, invalid UTF-8 becomes U+FFFD. */
    protected function asJson($value)
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE);
    }
}
