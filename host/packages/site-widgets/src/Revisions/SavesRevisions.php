<?php

namespace SiteWidgets\Laravel\Revisions;

use Closure;
use Illuminate\Contracts\Validation\Validator;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Validation\ValidationException;
use LogicException;

/**
 * For an admin form's Form Request: its save is the item's next revision, and a save of an
 * older version is refused (StaleRevision, which renders the 409). The controller stores through
 * it: `$request->saveRevision($post, fn () => $post->update($request->validated()))`.
 *
 * - The refused page's choices ('La guardada' / 'La tuya' under a field both editors changed,
 *   `_keep[group]` and `_mine[field]`) are applied before validation: 'La tuya' posts this
 *   editor's value of that group, validated like any field.
 * - Stale and invalid: the refusal first, so the form a failed validation goes back to always
 *   holds edits made on the newest version.
 * - A failed validation goes back to the form's own page (the model's edit route, same route
 *   parameters), never the previous address (another tab may have opened another form since,
 *   and the flashed fields would fill that one), with the errors and this request's input
 *   flashed as Laravel does (the choices applied).
 *
 * The item is the route's model that keeps revisions; a form with none in its route (one row
 * found otherwise, `Page::named('faq')`) says which in `revisedItem()`.
 *
 * @mixin \Illuminate\Foundation\Http\FormRequest
 */
trait SavesRevisions
{
    /** The item the form saves, as stored (the route's model that keeps revisions). */
    protected function revisedItem(): Model
    {
        foreach ($this->route()?->parameters() ?? [] as $value) {
            if ($value instanceof Model && method_exists($value, 'revisionOptions')) {
                return $value;
            }
        }
        throw new LogicException(static::class.': no model with revisions in the route; define revisedItem().');
    }

    /** The `_revision` the form was loaded at; null when it posted none. */
    public function postedRevision(): ?int
    {
        return app(Revisions::class)->posted($this->input('_revision'));
    }

    /**
     * Stores the form: `$store` writes the item, in one transaction with the version check,
     * and what it then holds is recorded as the item's next revision, with the user. A stale
     * save stores nothing and is answered 409 (thrown, as a failed validation is).
     */
    public function saveRevision(Model $item, Closure $store): ?Revision
    {
        return app(Revisions::class)->save($item, $this->postedRevision(), $this->user()?->getAuthIdentifier(), $store, $this->all());
    }

    protected function prepareForValidation()
    {
        $this->applyRevisionChoices();
    }

    /** 'La tuya' under a group both editors changed: this editor's values of that group (`_mine`) posted instead. */
    protected function applyRevisionChoices(): void
    {
        $keep = $this->input('_keep');
        $mine = $this->input('_mine');
        if (! is_array($keep) || ! is_array($mine)) {
            return;
        }
        foreach (RevisionOptions::of($this->revisedItem())->groups() as $group => ['fields' => $fields]) {
            if (($keep[$group] ?? null) === 'mine') {
                $chosen = array_intersect_key($mine, array_flip($fields));
                $this->merge(array_filter($chosen, fn ($value) => is_string($value) || $value === null));
            }
        }
    }

    protected function failedValidation(Validator $validator)
    {
        $item = $this->revisedItem();
        if (app(Revisions::class)->wouldRefuse($item, $this->postedRevision())) {
            throw new StaleRevision($item, $this->postedRevision(), $item->currentRevision(), $this->all());
        }

        // Laravel's own answer (FormRequest::failedValidation, the exception handler's
        // invalid()), but flashing this request's input: the one with the choices of a refused
        // save's page applied, which the application's request lacks.
        throw new ValidationException($validator, $this->redirector->to($this->getRedirectUrl())
            ->withInput($this->except(['_token', '_method']))
            ->withErrors($validator->errors(), $this->errorBag));
    }

    /** The form's own page: the model's edit route (RevisionOptions::editedAt), with this route's parameters. */
    protected function getRedirectUrl()
    {
        $route = RevisionOptions::of($this->revisedItem())->editRoute();

        return $route === null ? parent::getRedirectUrl() : $this->redirector->getUrlGenerator()->route($route, $this->route()->parameters());
    }
}
