<?php

namespace SiteWidgets\Laravel\Revisions;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use RuntimeException;

/**
 * A save refused: the form was loaded at `$posted` (null: it said not), the item is at `$current`.
 * Thrown by `Revisions::save()`, it renders itself (Laravel calls `render()`): answered **409**
 * with the item's edit page as a GET shows it now (RevisionOptions::editedAt: the view, the model
 * read again), never old() for the editors' JSON fields (the other editor's version is what the
 * editors open with, and they offer this editor's draft to combine), the plain fields merged
 * three ways with what this editor posted (ThreeWay) as old input, and the refusal
 * (`<x-site-widgets-revision-notice />`, `<x-site-widgets-revision-conflict group="…" />`).
 */
class StaleRevision extends RuntimeException
{
    /** @param  array<string, mixed>  $input  what the refused form posted (its choices applied) */
    public function __construct(public readonly Model $item, public readonly ?int $posted, public readonly int $current, public readonly array $input = [])
    {
        parent::__construct(sprintf('%s %s is at revision %d; the form was loaded at %s.', class_basename($item), $item->getKey() ?? '(new)', $current, $posted ?? 'no revision it said'));
    }

    /** A refusal is an answer, not an error: nothing to log (Laravel's handler logs nothing when `report()` returns other than false). */
    public function report(): void
    {
    }

    public function render(Request $request): Response
    {
        $revisions = app(Revisions::class);
        // Read again: a save that lost the race may have changed this instance before rolling back.
        $stored = $this->item->exists ? ($this->item->fresh() ?? $this->item) : $this->item;
        $options = RevisionOptions::of($stored);
        $base = $stored->revisionAt($revisions->base($this->posted));
        $merged = ThreeWay::merge(
            array_map(fn (array $group) => $group['fields'], $options->groups()),
            $base?->fields,
            $this->input === [] ? $request->all() : $this->input,
            $stored->only($options->fieldNames()),
        );
        if ($request->hasSession()) {
            $request->session()->now('_old_input', $merged['values']);
        }
        $revisions->refuse(Refusal::of($options, $merged, $stored->latestRevision(), $request->user()?->getAuthIdentifier()));

        return response()->view($options->editView(), [$options->viewVariable() => $stored], 409);
    }
}
