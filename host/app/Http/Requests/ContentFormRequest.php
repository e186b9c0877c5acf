<?php

namespace App\Http\Requests;

use Closure;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\Exceptions\HttpResponseException;
use Illuminate\Support\Carbon;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;
use SiteWidgets\Laravel\Generated\Contracts;
use SiteWidgets\Laravel\Revisions\Revisions;
use SiteWidgets\Laravel\Revisions\StaleRevision;
use SiteWidgets\Laravel\Revisions\ThreeWay;
use SiteWidgets\Laravel\Validation\EditorValue;

/**
 * An admin form's post (a `PUT`, `@method('PUT')` in the form): only editors may send it,
 * and a post that does not validate is redirected back to the form, as Laravel does, with the
 * errors and every field as posted flashed (`withErrors`, `withInput`): the form's page prints
 * them (`old()`), so the editors open on the edits. The controllers store `values()` through
 * `saveRevision()`: each save is a revision of the item, and a save of a version older than
 * the newest is answered 409 with the form as it is stored now (docs/laravel-host.md,
 * "Editing together").
 */
abstract class ContentFormRequest extends FormRequest
{
    /** Every field the form stores, each with its label on the revision pages: what a revision holds. */
    public const FIELDS = [];

    /**
     * The editors' JSON fields among FIELDS: which editor fills each (`revision-compare` describes
     * its changes in that editor's words), and how a revision page says whether it differs from
     * the current content ("Pasos: distintos de los actuales" / "iguales a los actuales").
     */
    public const EDITOR_FIELDS = [];

    /**
     * The host's plain fields, merged three ways when a save is refused: group => its label
     * (in "Los dos cambiaron el nombre") and its fields, which change together.
     */
    public const MERGED = [];

    /** The refusal's words: "… guardó esta receta a las 10:42, mientras la editabas." */
    public const SUBJECT = ['este contenido', 'lo'];

    /** @return list<string> */
    public static function fields(): array
    {
        return array_keys(static::FIELDS);
    }

    /** The item the form saves, as stored (for the check before validation: saveRevision() decides). */
    abstract protected function item(): Model;

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

    /** The `_revision` the form was loaded at; null when it posted none. */
    public function postedRevision(): ?int
    {
        return Revisions::posted($this->input('_revision'));
    }

    /**
     * Stores the form: `$store` writes the item, in one transaction with the version check,
     * and what it then holds is recorded as the item's next revision, with the user. A stale
     * save stores nothing and is answered 409 (thrown, as a failed validation is).
     */
    public function saveRevision(Model $item, Closure $store): void
    {
        try {
            Revisions::save($item, $this->postedRevision(), static::fields(), $this->user()?->getAuthIdentifier(), $store);
        } catch (StaleRevision) {
            throw new HttpResponseException($this->staleForm($item));
        }
    }

    /**
     * The choices a refused save's page offered ("La guardada" / "La tuya" under a field both
     * editors changed): "La tuya" posts this editor's value of that group instead of the field's.
     */
    protected function prepareForValidation()
    {
        $keep = $this->input('_keep');
        $mine = $this->input('_mine');
        if (! is_array($keep) || ! is_array($mine)) {
            return;
        }
        foreach (static::MERGED as $group => ['fields' => $fields]) {
            if (($keep[$group] ?? null) === 'mine') {
                $chosen = array_intersect_key($mine, array_flip($fields));
                $this->merge(array_filter($chosen, fn ($value) => is_string($value) || $value === null));
            }
        }
    }

    protected function failedValidation(Validator $validator)
    {
        // Stale and invalid: the refusal first, so the form a failed validation goes back to
        // always holds edits made on the newest version.
        if (Revisions::wouldRefuse($this->item(), $this->postedRevision())) {
            throw new HttpResponseException($this->staleForm($this->item()));
        }

        // Laravel's own answer (FormRequest::failedValidation, the exception handler's
        // invalid()), but flashing this request's input: the one with the choices of a refused
        // save's page applied (prepareForValidation), which the application's request lacks.
        throw new ValidationException($validator, $this->redirector->to($this->getRedirectUrl())
            ->withInput($this->except(['_token', '_method']))
            ->withErrors($validator->errors(), $this->errorBag));
    }

    /**
     * The form's own page (`admin.posts.update` is shown by `admin.posts.edit`, same record),
     * never the previous address: another tab may have opened another form since, and the
     * flashed fields would fill that one.
     */
    protected function getRedirectUrl()
    {
        return $this->redirector->getUrlGenerator()->route($this->formRouteName(), $this->route()->parameters());
    }

    /**
     * A refused save: the form as a GET shows it now (the stored values, `_revision` the newest),
     * the plain fields merged three ways with what this editor posted (ThreeWay), and the alert
     * naming who saved and when. Never old() for the editors' JSON fields: the other editor's
     * version is what the editors open with, and they offer this editor's draft to combine.
     */
    private function staleForm(Model $item)
    {
        // Read again: a save that lost the race may have changed this instance before rolling back.
        $stored = $item->exists ? ($item->fresh() ?? $item) : $item;
        $base = $stored->revisionAt(Revisions::base($this->postedRevision()));
        $merged = ThreeWay::merge(
            array_map(fn ($group) => $group['fields'], static::MERGED),
            $base?->fields,
            $this->all(),
            $stored->only(static::fields()),
        );
        $this->session()->now('_old_input', $merged['values']);

        $latest = $stored->latestRevision();
        $conflicts = [];
        foreach ($merged['conflicts'] as $group => $values) {
            $conflicts[$group] = ['values' => $values, 'text' => $this->describe($group, $values)];
        }
        view()->share('revisionStale', [
            'message' => $this->staleMessage($latest?->user_id, $latest?->user?->name, $latest?->created_at),
            'kept' => $this->labels($merged['mine']),
            'conflicting' => $this->labels(array_keys($conflicts)),
            'conflicts' => $conflicts,
        ]);

        return $this->freshFormPage(409);
    }

    /** "«Redacción» guardó esta receta a las 9:42, mientras la editabas. No se guardaron tus cambios: …" */
    private function staleMessage(?int $userId, ?string $name, ?Carbon $at): string
    {
        [$subject, $pronoun] = static::SUBJECT;
        $when = match (true) {
            $at === null => '',
            // The clock as the editing-presence notice writes it ("9:05"), about the same save.
            $at->isToday() => ' a las '.$at->format(Contracts::CLOCK),
            default => ' el '.$at->format('j/n').' a las '.$at->format(Contracts::CLOCK),
        };
        $saved = match (true) {
            $userId !== null && $userId === $this->user()?->getAuthIdentifier() => "Vos guardaste $subject$when desde otra pestaña o ventana, mientras $pronoun editabas acá.",
            $name !== null => "«{$name}» guardó $subject$when, mientras $pronoun editabas.",
            default => "Alguien guardó $subject$when, mientras $pronoun editabas.",
        };

        return $saved.' No se guardaron tus cambios: cada editor te ofrece combinarlos con los suyos.';
    }

    /** The groups' labels in a sentence: "el nombre, la categoría y la imagen". */
    private function labels(array $groups): string
    {
        $labels = array_map(fn ($group) => static::MERGED[$group]['label'], $groups);
        $last = array_pop($labels);

        return $labels === [] ? (string) $last : implode(', ', $labels).' y '.$last;
    }

    /** How a group's values read in "Tu versión: «…»"; a form with ids to name overrides it. */
    protected function describe(string $group, array $values): string
    {
        return implode(' · ', array_map(fn ($value) => (string) $value, array_filter($values, fn ($value) => $value !== null && $value !== '')));
    }

    /** The form's own page's route: `admin.posts.update` is shown by `admin.posts.edit`. */
    private function formRouteName(): string
    {
        return Str::replaceLast('.update', '.edit', $this->route()->getName());
    }

    /** The form's own page, rendered in place with the same record, read again (a refused save's answer). */
    private function freshFormPage(int $status)
    {
        $form = app('router')->getRoutes()->getByName($this->formRouteName());
        $parameters = array_map(fn ($value) => $value instanceof Model && $value->exists ? ($value->fresh() ?? $value) : $value, $this->route()->parameters());

        return response(app()->call($form->getActionName(), $parameters), $status);
    }
}
