<?php

namespace App\Http\Requests;

use SiteWidgets\Laravel\Validation\EditorValue;

class UpdateProductRequest extends ContentFormRequest
{
    public function rules(): array
    {
        return [
            'attributes' => ['required', 'string', 'max:50000', EditorValue::of('product-attributes-editor')->unlessUnchanged($this->route('product')->attributes)],
        ];
    }
}
