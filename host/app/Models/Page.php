<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Revisions\HasRevisions;

/** A page's editable content: `home` holds the main banner, `faq` the questions (seeded: database/seeders/ContentSeeder.php). */
class Page extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    protected $guarded = [];

    protected $casts = ['banner_data' => 'array', 'custom_content' => 'array'];

    /**
     * The page, read only: a slug with no row yet is a new, unsaved page with no content, so
     * a GET never writes. Saving the admin form (a PUT) stores it.
     */
    public static function named(string $slug): self
    {
        return static::firstOrNew(['slug' => $slug]);
    }
}
