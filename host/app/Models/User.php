<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

class User extends Authenticatable
{
    use ReadsValidUtf8;

    /** The role of the people who write the site's content (the `edit-content` gate). */
    public const EDITOR = 'editor';

    /**
     * The role of a point of sale that keeps its own listing (`distributor_id`): it proposes
     * changes, an editor publishes them (the `edit-listing` gate, docs/laravel-host.md, "Points of sale").
     */
    public const POINT_OF_SALE = 'pdv';

    protected $hidden = ['password', 'remember_token'];

    /**
     * Unfinished unless the row says finished (the column's default is false, and a row from
     * another tool may hold null): login-required posts wait for a registration known to be done.
     */
    protected $attributes = ['registration_completed' => false];

    public function getRegistrationCompletedAttribute(mixed $value): bool
    {
        return $value === true || $value === 1 || $value === '1';
    }

    public function isEditor(): bool
    {
        return $this->role === self::EDITOR;
    }

    public function isPointOfSale(): bool
    {
        return $this->role === self::POINT_OF_SALE;
    }

    /** The listing this point of sale keeps (null for anyone else, or when none is linked). */
    public function listingId(): ?int
    {
        return $this->isPointOfSale() && $this->distributor_id !== null ? (int) $this->distributor_id : null;
    }
}
