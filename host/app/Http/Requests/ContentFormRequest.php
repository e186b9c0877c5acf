<?php

namespace App\Http\Requests;

use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Str;
use Illuminate\Support\ViewErrorBag;
use Illuminate\Validation\ValidationException;
use SiteWidgets\Blade\Validation\EditorValue;

/**
 * An admin form's post (a `PUT`, `@method('PUT')` in the form): only editors may send it,
 * and a post that does not validate is answered 422 with the form itself, the errors above
 * it and every field as posted (`old()`), so the editors open on the edits. Rendered in place
 * rather than redirected: the status tells a browser, a test or a proxy that nothing was saved.
 * The controllers store `values()`.
 */
abstract class ContentFormRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()?->can('edit-content') ?? false;
    }

    /**
     * The validated fields, ready for the model: each field an editor fills (the ones its
     * `EditorValue` rule checked) decoded from its JSON as the column's `array` cast holds it.
     */
    public function values(): array
    {
        $values = $this->validated();
        foreach ($this->validator->getRules() as $field => $rules) {
            $isEditorField = array_filter($rules, fn ($rule) => $rule instanceof EditorValue) !== [];
            if ($isEditorField && is_string($values[$field] ?? null)) {
                $values[$field] = EditorValue::decode($values[$field]);
            }
        }

        return $values;
    }

    protected function failedValidation(Validator $validator)
    {
        throw new ValidationException($validator, $this->formAgain($validator));
    }

    private function formAgain(Validator $validator)
    {
        // old() reads the session's old input: set for this response only.
        $this->session()->now('_old_input', $this->except(['_token', '_method']));
        view()->share('errors', (new ViewErrorBag())->put('default', $validator->errors()));

        // The form's own page: `admin.posts.update` is shown by `admin.posts.edit`, with the same record.
        $route = $this->route();
        $form = app('router')->getRoutes()->getByName(Str::replaceLast('.update', '.edit', $route->getName()));

        return response(app()->call($form->getActionName(), $route->parameters()), 422);
    }
}
