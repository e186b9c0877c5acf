<?php

namespace App\Http\Requests;

use App\Models\Post;
use App\Models\Tag;
use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Validation\EditorValue;

class UpdatePostRequest extends ContentFormRequest
{
    public const FIELDS = ['name' => 'Nombre', 'tag_id' => 'Categoría', 'sub_tag' => 'Subcategoría', 'image' => 'Imagen', 'steps' => 'Pasos', 'custom_ingredients' => 'Ingredientes'];

    public const EDITOR_FIELDS = [
        'steps' => ['editor' => 'steps-editor', 'differs' => 'distintos de los actuales', 'same' => 'iguales a los actuales'],
        'custom_ingredients' => ['editor' => 'ingredients-editor', 'differs' => 'distintos de los actuales', 'same' => 'iguales a los actuales'],
    ];

    // The category select sets both ids as one choice: merged together.
    public const MERGED = [
        'name' => ['label' => 'el nombre', 'fields' => ['name']],
        'category' => ['label' => 'la categoría', 'fields' => ['tag_id', 'sub_tag']],
        'image' => ['label' => 'la imagen', 'fields' => ['image']],
    ];

    public const SUBJECT = ['esta receta', 'la'];

    protected function item(): Model
    {
        return $this->route('post');
    }

    /** A category by its tags' names: "Pastelería › Tortas". */
    protected function describe(string $group, array $values): string
    {
        if ($group !== 'category') {
            return parent::describe($group, $values);
        }
        $ids = array_values(array_filter([$values['tag_id'] ?? null, $values['sub_tag'] ?? null], fn ($id) => $id !== null && $id !== ''));
        $names = Tag::whereKey($ids)->pluck('name', 'id');

        return implode(' › ', array_map(fn ($id) => $names[$id] ?? (string) $id, $ids));
    }

    public function rules(): array
    {
        return self::fieldRules($this->route('post'));
    }

    /**
     * The form's fields' rules: the save's, and the preview's (Admin\PreviewController), which
     * checks the same fields without saving. What only a save checks (who, which version) stays out.
     */
    public static function fieldRules(Post $post): array
    {
        return [
            'name' => 'required|string|max:255',
            'tag_id' => 'required|integer|exists:tags,id',
            'sub_tag' => 'nullable|integer|exists:tags,id',
            // An uploaded image's address: this site's path, or a web address.
            'image' => ['nullable', 'string', 'max:2048', 'regex:#^(/(?!/)|https?://)#i'],
            'steps' => ['required', 'string', 'max:200000', EditorValue::of('steps-editor')->unlessUnchanged($post->steps)],
            'custom_ingredients' => ['required', 'string', 'max:100000', EditorValue::of('ingredients-editor')->unlessUnchanged($post->custom_ingredients)],
        ];
    }
}
