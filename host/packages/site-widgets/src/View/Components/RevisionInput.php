<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\Database\Eloquent\Model;
use Illuminate\View\Component;
use SiteWidgets\Laravel\Revisions\Revisions;

/**
 * `<x-site-widgets-revision :model="$post" />`: `<input type="hidden" name="_revision" value="N">`,
 * N the model's newest revision, which the save checks (Revisions::save()). A form re-shown with
 * old input (a 422) prints the `_revision` it was posted with: the edits it shows were made on
 * that version.
 */
class RevisionInput extends Component
{
    public function __construct(public Model $model)
    {
    }

    public function render()
    {
        $old = app()->bound('request') && request()->hasSession() ? app(Revisions::class)->posted(request()->old('_revision')) : null;

        return view('site-widgets::revision', ['number' => $old ?? (method_exists($this->model, 'currentRevision') ? $this->model->currentRevision() : 0)]);
    }
}
