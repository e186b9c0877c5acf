<?php

namespace App\Http\Requests;

use App\Models\Page;
use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Validation\EditorValue;
use SiteWidgets\Laravel\Validation\HtmlFits;

class UpdateFaqRequest extends ContentFormRequest
{
    protected function revisedItem(): Model
    {
        return Page::named('faq');
    }

    public function rules(): array
    {
        return [
            'custom_content' => ['required', 'string', 'max:200000', EditorValue::of('faq-editor')->unlessUnchanged(Page::named('faq')->custom_content), HtmlFits::at('*.content')],
        ];
    }
}
