<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use SiteWidgets\Laravel\Revisions\SavesRevisions;
use SiteWidgets\Laravel\Validation\EditorValue;

/**
 * An admin form's post (a `PUT`, `@method('PUT')` in the form). Who may send it is the route's
 * (the admin group's `can:edit-content`, routes/web.php), asked there only. A post that does not
 * validate is redirected back to the form, as Laravel does, with the errors and every field as
 * posted flashed (`withErrors`, `withInput`): the form's page prints them (`old()`), so the
 * editors open on the edits. The controllers store `values()` through `saveRevision()`: each
 * save is a revision of the item, and a save of a version older than the newest is answered 409
 * with the form as it is stored now (the package's SavesRevisions; docs/laravel-host.md,
 * "Editing together").
 */
abstract class ContentFormRequest extends FormRequest
{
    use SavesRevisions;

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
}
