<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Html\Sanitizer;
use SiteWidgets\Laravel\Revisions\HasRevisions;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

/** A page's editable content: `home` holds the main banner, `faq` the questions (seeded: database/seeders/ContentSeeder.php). */
class Page extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    /** The pages the admin forms edit, each by its slug. */
    public const EDITED = ['home', 'faq'];

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

    /**
     * What a revision holds, by page (docs/laravel-host.md, "Editing together"): the home page's
     * banner, the FAQ's questions, whose answers a restored revision stores clean, as every save
     * of its form does.
     */
    public function revisionOptions(): RevisionOptions
    {
        return match ($this->slug) {
            'faq' => RevisionOptions::make()
                ->editorField('custom_content', 'Preguntas', 'faq-editor', 'distintas de las actuales', 'iguales a las actuales')
                ->subject('las preguntas frecuentes', 'las')
                ->editedAt('admin.faq.edit', 'admin.faq.edit', 'page')
                ->restoring(fn (array $fields) => ['custom_content' => is_array($fields['custom_content'] ?? null) ? self::cleanAnswers($fields['custom_content']) : null]),
            default => RevisionOptions::make()
                ->editorField('banner_data', 'Banner', 'banner-editor', 'distinto del actual', 'igual al actual')
                ->subject('la portada', 'la')
                ->editedAt('admin.home.edit', 'admin.home.edit', 'home'),
        };
    }

    /** Each FAQ answer's HTML through the bundle's allow-list; the rest of each entry as it is. */
    public static function cleanAnswers(array $entries): array
    {
        return array_map(function ($entry) {
            if (is_array($entry) && isset($entry['content']) && is_string($entry['content'])) {
                $entry['content'] = Sanitizer::clean($entry['content']);
            }

            return $entry;
        }, $entries);
    }
}
