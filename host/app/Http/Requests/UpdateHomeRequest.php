<?php

namespace App\Http\Requests;

use App\Models\Page;
use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Validation\EditorValue;

class UpdateHomeRequest extends ContentFormRequest
{
    protected function revisedItem(): Model
    {
        return Page::named('home');
    }

    public function rules(): array
    {
        return self::fieldRules();
    }

    /**
     * The form's fields' rules: the save's, and the preview's (Admin\PreviewController), which
     * checks the same fields without saving. What only a save checks (who, which version) stays out.
     */
    public static function fieldRules(): array
    {
        return [
            'banner_data' => ['required', 'string', 'max:10000', EditorValue::of('banner-editor')->unlessUnchanged(Page::named('home')->banner_data)],
        ];
    }
}
