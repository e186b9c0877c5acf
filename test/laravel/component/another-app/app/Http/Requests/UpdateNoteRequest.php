<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use SiteWidgets\Laravel\Revisions\SavesRevisions;

class UpdateNoteRequest extends FormRequest
{
    use SavesRevisions;

    public function rules()
    {
        return [
            'title' => ['required', 'string', 'max:200'],
            'body' => ['nullable', 'string', 'max:10000'],
        ];
    }
}
