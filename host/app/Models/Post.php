<?php

namespace App\Models;

use App\Support\RecipeProducts;
use App\Support\StoredContent;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Collection;
use SiteWidgets\Laravel\Revisions\HasRevisions;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

/** A recipe or a video of a section; recipes carry steps and ingredients as JSON. */
class Post extends Model
{
    use HasRevisions;
    use ReadsValidUtf8;

    protected $guarded = [];

    protected $casts = [
        'login_required' => 'boolean',
        'metadata' => 'array',
        'steps' => 'array',
        'custom_ingredients' => 'array',
    ];

    /**
     * The `post_product` links follow the ingredients: written whenever a save changes
     * `custom_ingredients` (the form, a restored revision, the seeders), so a product page
     * never reads the JSON (docs/laravel-host.md, "Recipes with a product").
     */
    protected static function booted(): void
    {
        static::saved(function (Post $post) {
            if ($post->wasRecentlyCreated || $post->wasChanged('custom_ingredients')) {
                $post->products()->sync(RecipeProducts::ids($post->custom_ingredients));
            }
        });
    }

    /**
     * What a revision of a recipe holds and how editing together speaks of it (docs/laravel-host.md,
     * "Editing together"): the form's fields, the plain ones merged three ways when a save is
     * refused (the category select sets both ids as one choice: merged together), a category
     * shown by its tags' names.
     */
    public function revisionOptions(): RevisionOptions
    {
        $tagName = fn ($id) => Tag::find($id)?->name ?? "n.º $id";

        return RevisionOptions::make()
            ->field('name', 'Nombre')
            ->field('tag_id', 'Categoría')
            ->field('sub_tag', 'Subcategoría')
            ->field('image', 'Imagen')
            ->editorField('steps', 'Pasos', 'steps-editor', 'distintos de los actuales', 'iguales a los actuales')
            ->editorField('custom_ingredients', 'Ingredientes', 'ingredients-editor', 'distintos de los actuales', 'iguales a los actuales')
            ->merge('name', 'el nombre', ['name'])
            ->merge('category', 'la categoría', ['tag_id', 'sub_tag'])
            ->merge('image', 'la imagen', ['image'])
            ->subject('esta receta', 'la')
            ->named(fn (Post $post) => "la receta «{$post->name}»")
            ->editedAt('admin.posts.edit', 'admin.posts.edit', 'post')
            // "Pastelería › Tortas"
            ->describeGroupUsing(fn (string $group, array $values) => $group !== 'category' ? null : implode(' › ', array_map(
                fn ($id) => Tag::find($id)?->name ?? (string) $id,
                array_values(array_filter([$values['tag_id'] ?? null, $values['sub_tag'] ?? null], fn ($id) => $id !== null && $id !== '')),
            )))
            ->showFieldUsing(fn (string $field, mixed $value) => in_array($field, ['tag_id', 'sub_tag'], true) ? $tagName($value) : $value);
    }

    /** The products its ingredients link to (ids only: the catalogue may no longer have one). */
    public function products()
    {
        return $this->belongsToMany(Product::class, 'post_product');
    }

    public function tag()
    {
        return $this->belongsTo(Tag::class);
    }

    public function subTag()
    {
        return $this->belongsTo(Tag::class, 'sub_tag');
    }

    /** The legacy card data's `tags`: the sub-tag, when there is one (the printed recipe's keywords). */
    public function getTagsAttribute(): Collection
    {
        return collect([$this->subTag])->filter()->values();
    }

    /** Whether the post has a recipe to print: every post but a video, and a video that comes with its recipe. */
    public function hasRecipe(): bool
    {
        return $this->type !== 'video' || StoredContent::records($this->steps) !== [] || StoredContent::records($this->custom_ingredients) !== [];
    }

    /**
     * Whether `$user` (null: a visitor) may have what the post's page shows beyond its card, its
     * video among it: anyone for an open post; for a login-required one, a user who finished
     * registering (PostController::show, VideoController).
     */
    public function isOpenTo(?User $user): bool
    {
        return ! $this->login_required || ($user !== null && $user->registration_completed);
    }

    public function tiempo_coccion()
    {
        return $this->belongsTo(CookingTime::class, 'tiempo_coccion_id');
    }
}
