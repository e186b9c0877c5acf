<?php

namespace SiteWidgets\Laravel\Presence;

use Illuminate\Contracts\Auth\Authenticatable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

/**
 * The saved revisions of the admin forms, where the application keeps them: the
 * `site_widget_revisions` table (`item_type`, `item_id`, `number`, `user_id`, `fields`,
 * `created_at`), one row per save. An application without it keeps none: every answer
 * here is then "not known" (null), and the presence widget says nothing about saves.
 */
class Revisions
{
    public const TABLE = 'site_widget_revisions';

    private ?bool $kept = null;

    public function kept(): bool
    {
        return $this->kept ??= Schema::hasTable(self::TABLE);
    }

    /** The newest revision's number (0 when the item has none), or null when no revisions are kept. */
    public function newestNumber(string $item): ?int
    {
        if (! $this->kept()) {
            return null;
        }
        [$type, $id] = SignedItem::parts($item);

        return (int) DB::table(self::TABLE)->where('item_type', $type)->where('item_id', $id)->max('number');
    }

    /**
     * The newest revision saved by someone other than `$caller`: `{revision, by, at}` (`by`
     * the user's name, null when that user is gone; `at` in ISO 8601, UTC), or null.
     *
     * @return array{revision: int, by: ?string, at: string}|null
     */
    public function newestByOthers(string $item, Authenticatable $caller): ?array
    {
        if (! $this->kept()) {
            return null;
        }
        [$type, $id] = SignedItem::parts($item);
        $row = DB::table(self::TABLE)
            ->where('item_type', $type)
            ->where('item_id', $id)
            ->where(fn ($query) => $query->whereNull('user_id')->orWhere('user_id', '!=', $caller->getAuthIdentifier()))
            ->orderByDesc('number')
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
}
