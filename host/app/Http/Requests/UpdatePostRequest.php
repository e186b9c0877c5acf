<?php

namespace App\Http\Requests;

use App\Models\Post;
use SiteWidgets\Laravel\Recipe\Mould;
use SiteWidgets\Laravel\Validation\EditorValue;

class UpdatePostRequest extends ContentFormRequest
{
    /** A side or diameter as the form takes it: whole cm or one decimal, a point or a comma ('24', '22,5'). */
    private const SIDE = '/^\s*[0-9]{1,2}(?:[.,][0-9])?\s*$/';

    public function rules(): array
    {
        return self::fieldRules($this->route('post'));
    }

    /**
     * The form's fields' rules: the save's, and the preview's (Admin\PreviewController), which
     * checks the same fields without saving. What only a save checks (who, which version) stays out.
     *
     * The mould ('Molde (opcional)'): a shape, or none ('Sin molde', which leaves out the
     * measures, whatever they hold); a diameter or side with any shape, a width with a rectangle
     * only (another shape leaves it out), each 5 to 80 cm with one decimal at most.
     */
    public static function fieldRules(Post $post): array
    {
        $side = fn (string $what) => function (string $attribute, mixed $value, \Closure $fail) use ($what) {
            if (! is_string($value) || ! preg_match(self::SIDE, $value) || Mould::side($value) === null) {
                $fail("$what del molde va en cm, de ".Mould::MIN_CM.' a '.Mould::MAX_CM.', con un decimal como mucho (por ejemplo: 24 o 22,5).');
            }
        };

        return [
            'name' => 'required|string|max:255',
            'tag_id' => 'required|integer|exists:tags,id',
            'sub_tag' => 'nullable|integer|exists:tags,id',
            // An uploaded image's address: this site's path, or a web address.
            'image' => ['nullable', 'string', 'max:2048', 'regex:#^(/(?!/)|https?://)#i'],
            'steps' => ['required', 'string', 'max:200000', EditorValue::of('steps-editor')->unlessUnchanged($post->steps)],
            'custom_ingredients' => ['required', 'string', 'max:100000', EditorValue::of('ingredients-editor')->unlessUnchanged($post->custom_ingredients)],
            'mould_shape' => ['nullable', 'string', 'in:'.implode(',', Mould::SHAPES)],
            'mould_size' => ['exclude_unless:mould_shape,'.implode(',', Mould::SHAPES), 'required', $side('El diámetro o lado')],
            'mould_width' => ['exclude_unless:mould_shape,rectangular', 'required', $side('El ancho')],
        ];
    }

    public function messages(): array
    {
        return self::fieldMessages();
    }

    /** The mould's messages, the save's and the preview's. */
    public static function fieldMessages(): array
    {
        return [
            'mould_shape.in' => 'Elegí la forma del molde de la lista: redondo, cuadrado o rectangular (o «Sin molde»).',
            'mould_shape.string' => 'Elegí la forma del molde de la lista: redondo, cuadrado o rectangular (o «Sin molde»).',
            'mould_size.required' => 'Escribí el diámetro (molde redondo) o el lado (cuadrado o rectangular) del molde, en cm; o elegí «Sin molde».',
            'mould_width.required' => 'Escribí el ancho del molde rectangular, en cm.',
        ];
    }

    /** The validated fields, the mould's three as the `mould` column holds it (null: no mould). */
    public function values(): array
    {
        $values = parent::values();
        $mould = array_intersect_key($values, array_flip(Post::MOULD_FIELDS));
        if ($mould !== [] || $this->has('mould_shape')) {
            $values['mould'] = Post::mouldOf($mould)?->toArray();
        }

        return array_diff_key($values, $mould);
    }
}
