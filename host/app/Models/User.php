<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

class User extends Authenticatable
{
    /** The role of the people who write the site's content (the `edit-content` gate). */
    public const EDITOR = 'editor';

    protected $hidden = ['password', 'remember_token'];

    protected $casts = ['registration_completed' => 'boolean'];

    public function isEditor(): bool
    {
        return $this->role === self::EDITOR;
    }
}
