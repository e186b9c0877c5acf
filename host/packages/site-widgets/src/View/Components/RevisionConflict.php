<?php

namespace SiteWidgets\Laravel\View\Components;

use Illuminate\View\Component;
use SiteWidgets\Laravel\Revisions\Revisions;

/**
 * `<x-site-widgets-revision-conflict group="name" />`, right under a plain field of the model's
 * merge group `group` (RevisionOptions::merge): on a refused save's page where both editors
 * changed it differently, "Tu versión: «…»" with 'La guardada' (chosen) and 'La tuya', which
 * the next save honours (SavesRevisions); otherwise nothing.
 */
class RevisionConflict extends Component
{
    public function __construct(public string $group)
    {
    }

    public function render()
    {
        return view('site-widgets::revisions.conflict', ['conflict' => app(Revisions::class)->refusal()?->conflicts[$this->group] ?? null]);
    }
}
