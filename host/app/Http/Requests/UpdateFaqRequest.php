<?php

namespace App\Http\Requests;

use App\Models\Page;
use SiteWidgets\Blade\Validation\EditorValue;
use SiteWidgets\Blade\Validation\HtmlFits;

class UpdateFaqRequest extends ContentFormRequest
{
    public function rules(): array
    {
        return [
            'custom_content' => ['required', 'string', 'max:200000', EditorValue::of('faq-editor')->unlessUnchanged(Page::named('faq')->custom_content), HtmlFits::at('*.content')],
        ];
    }
}
