<?php

namespace App\Models;

use App\Support\RecipeProducts;
use App\Support\StoredContent;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Collection;
use SiteWidgets\Laravel\Recipe\Mould;
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
        // The mould the recipe is written for, or null (docs/laravel-host.md, "The recipe form's mould").
        'mould' => 'array',
    ];

    /** The form's three mould fields (`mould_shape`, `mould_size`, `mould_width`), read from the stored `mould`. */
    public const MOULD_FIELDS = ['mould_shape', 'mould_size', 'mould_width'];

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
            // The mould as the form's three fields hold it: a plain field's group, merged as one.
            ->field('mould_shape', 'Molde: forma')
            ->field('mould_size', 'Molde: diámetro o lado (cm)')
            ->field('mould_width', 'Molde: ancho (cm)')
            ->editorField('steps', 'Pasos', 'steps-editor', 'distintos de los actuales', 'iguales a los actuales')
            ->editorField('custom_ingredients', 'Ingredientes', 'ingredients-editor', 'distintos de los actuales', 'iguales a los actuales')
            ->merge('name', 'el nombre', ['name'])
            ->merge('category', 'la categoría', ['tag_id', 'sub_tag'])
            ->merge('image', 'la imagen', ['image'])
            ->merge('mould', 'el molde', self::MOULD_FIELDS)
            ->subject('esta receta', 'la')
            ->named(fn (Post $post) => "la receta «{$post->name}»")
            ->editedAt('admin.posts.edit', 'admin.posts.edit', 'post')
            // "Pastelería › Tortas"; "Redondo de 24 cm" (none: "Sin molde").
            ->describeGroupUsing(fn (string $group, array $values) => match ($group) {
                'category' => implode(' › ', array_map(
                    fn ($id) => Tag::find($id)?->name ?? (string) $id,
                    array_values(array_filter([$values['tag_id'] ?? null, $values['sub_tag'] ?? null], fn ($id) => $id !== null && $id !== '')),
                )),
                'mould' => self::mouldOf($values)?->words() ?? (blank($values['mould_shape'] ?? null) ? 'Sin molde' : implode(' ', array_filter($values, fn ($value) => ! blank($value)))),
                default => null,
            })
            ->showFieldUsing(fn (string $field, mixed $value) => match (true) {
                in_array($field, ['tag_id', 'sub_tag'], true) => $tagName($value),
                $field === 'mould_shape' => blank($value) ? 'Sin molde' : ucfirst((string) $value),
                default => $value,
            })
            // A revision's mould fields are the column's; one saved before the mould came has none: the mould stays.
            ->restoring(function (array $fields) {
                $mould = array_intersect_key($fields, array_flip(self::MOULD_FIELDS));

                return array_diff_key($fields, $mould) + ($mould === [] ? [] : ['mould' => self::mouldOf($mould)?->toArray()]);
            });
    }

    /**
     * The mould of the form's three fields (a shape, a diameter or side, a rectangle's width;
     * decimal point or comma), or null: no shape, or values that are not a mould.
     *
     * @param  array<string, mixed>  $fields
     */
    public static function mouldOf(array $fields): ?Mould
    {
        $shape = $fields['mould_shape'] ?? null;

        return blank($shape) ? null : Mould::read(['shape' => $shape, 'size' => $fields['mould_size'] ?? null, 'width' => $fields['mould_width'] ?? null]);
    }

    /** The stored mould's shape ('redondo', 'cuadrado', 'rectangular'), as the form's select holds it; null when none or unreadable. */
    public function getMouldShapeAttribute(): ?string
    {
        return Mould::read($this->mould)?->shape;
    }

    /** The stored mould's diameter or side in cm, as the form's field holds it ('24', '22.5'). */
    public function getMouldSizeAttribute(): ?string
    {
        $mould = Mould::read($this->mould);

        return $mould === null ? null : Mould::number($mould->size);
    }

    /** A stored rectangle's width in cm ('30'); null for any other mould. */
    public function getMouldWidthAttribute(): ?string
    {
        $width = Mould::read($this->mould)?->width;

        return $width === null ? null : Mould::number($width);
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
