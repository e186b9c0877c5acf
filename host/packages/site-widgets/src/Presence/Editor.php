<?php

namespace SiteWidgets\Laravel\Presence;

use Illuminate\Contracts\Auth\Authenticatable;

/** How the presence notices name an editor: the user's `name` ('Editora'), else nothing (the bundle says 'Alguien'). */
final class Editor
{
    public static function nameOf(Authenticatable $user): string
    {
        $name = $user->name ?? '';

        return is_string($name) ? $name : '';
    }
}
