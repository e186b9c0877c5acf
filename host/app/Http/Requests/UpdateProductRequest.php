<?php

namespace App\Http\Requests;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Validation\EditorValue;

class UpdateProductRequest extends ContentFormRequest
{
    public const FIELDS = ['attributes' => 'Atributos'];

    public const EDITOR_FIELDS = ['attributes' => ['editor' => 'product-attributes-editor', 'differs' => 'distintos de los actuales', 'same' => 'iguales a los actuales']];

    public const SUBJECT = ['este producto', 'lo'];

    protected function item(): Model
    {
        return $this->route('product');
    }

    public function rules(): array
    {
        return [
            'attributes' => ['required', 'string', 'max:50000', EditorValue::of('product-attributes-editor')->unlessUnchanged($this->route('product')->attributes)],
        ];
    }
}
