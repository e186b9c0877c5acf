<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\View\Component;
use SiteWidgets\Laravel\Revisions\Revisions;

/**
 * `<x-site-widgets-revision-notice />`, above an admin form: on a refused save's page (409,
 * StaleRevision), the alert saying who saved meanwhile and what became of this editor's
 * changes (`site-widgets::revisions.notice`); on any other page, nothing.
 */
class RevisionNotice extends Component
{
    public function render()
    {
        return view('site-widgets::revisions.notice', ['refusal' => app(Revisions::class)->refusal()]);
    }
}
