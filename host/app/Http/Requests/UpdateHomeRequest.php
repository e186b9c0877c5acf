<?php

namespace App\Http\Requests;

use App\Models\Page;
use SiteWidgets\Blade\Validation\EditorValue;

class UpdateHomeRequest extends ContentFormRequest
{
    public function rules(): array
    {
        return [
            'banner_data' => ['required', 'string', 'max:10000', EditorValue::of('banner-editor')->unlessUnchanged(Page::named('home')->banner_data)],
        ];
    }
}
