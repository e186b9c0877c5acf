<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateNoteRequest;
use App\Models\Note;

class NoteController
{
    public function edit(Note $note)
    {
        return view('notes.edit', ['note' => $note]);
    }

    public function update(UpdateNoteRequest $request, Note $note)
    {
        $request->saveRevision($note, fn () => $note->update($request->validated()));

        return redirect()->route('notes.edit', $note)->with('status', 'Se guardó la nota.');
    }
}
