<?php

namespace App\Http\Requests;

use App\Models\Post;
use SiteWidgets\Laravel\Validation\EditorValue;

class UpdatePostRequest extends ContentFormRequest
{
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
