<?php

namespace App\Http\Requests;

use SiteWidgets\Laravel\Validation\EditorValue;
use SiteWidgets\Laravel\Validation\ProductDensities;

class UpdateProductRequest extends ContentFormRequest
{
    public function rules(): array
    {
        $stored = $this->route('product')->attributes;

        return [
            // The editor's shape, and its grams per cup and spoon: empty, or a figure up to 2000.
            'attributes' => ['required', 'string', 'max:50000', EditorValue::of('product-attributes-editor')->unlessUnchanged($stored), ProductDensities::keeping($stored)],
        ];
    }
}
