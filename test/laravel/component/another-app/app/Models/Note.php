<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use SiteWidgets\Laravel\Revisions\HasRevisions;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

/** A note its editors edit together: every save a revision, a save of an older one refused. */
class Note extends Model
{
    use HasRevisions;

    protected $fillable = ['title', 'body'];

    public function revisionOptions(): RevisionOptions
    {
        return RevisionOptions::make()
            ->field('title', 'Título')
            ->field('body', 'Texto')
            ->merge('title', 'el título', ['title'])
            ->merge('body', 'el texto', ['body'])
            ->subject('esta nota', 'la')
            ->named(fn (Note $note) => "la nota «{$note->title}»")
            ->editedAt('notes.edit', 'notes.edit', 'note');
    }
}
