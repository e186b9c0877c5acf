<?php

namespace App\Http\Requests;

use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;
use Illuminate\Support\ViewErrorBag;
use Illuminate\Validation\ValidationException;

/**
 * An admin form's post: only editors may send it, and a post that does not validate is
 * answered 422 with the form itself, the errors above it and every field as posted
 * (`old()`), so the editors open on the edits. Rendered in place rather than redirected:
 * the status tells a browser, a test or a proxy that nothing was saved.
 */
abstract class ContentFormRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()?->can('edit-content') ?? false;
    }

    protected function failedValidation(Validator $validator)
    {
        throw new ValidationException($validator, $this->formAgain($validator));
    }

    private function formAgain(Validator $validator)
    {
        // old() reads the session's old input: set for this response only.
        $this->session()->now('_old_input', $this->except(['_token']));
        view()->share('errors', (new ViewErrorBag())->put('default', $validator->errors()));

        // The form's own page: `admin.posts.update` is shown by `admin.posts.edit`, with the same record.
        $route = $this->route();
        $form = app('router')->getRoutes()->getByName(Str::replaceLast('.update', '.edit', $route->getName()));

        return response(app()->call($form->getActionName(), $route->parameters()), 422);
    }
}
