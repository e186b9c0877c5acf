{{-- The page nginx answers when no app server can (public/no-disponible.html), so both say the same: no layout, which asks the session and the database, what may be away. Also `php artisan down`'s page. --}}
{!! file_get_contents(public_path('no-disponible.html')) !!}
