<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Proposals\Proposal;
use SiteWidgets\Laravel\Proposals\ProposalRefused;
use SiteWidgets\Laravel\Proposals\Proposals;

/**
 * The editors' queue of the points of sale's proposals (`/admin/propuestas`, the admin group's
 * `can:edit-content`): the pending ones newest first, each compared in words with what is
 * published, 'Aprobar' (it goes public, a new revision) and 'Rechazar' with a note.
 */
class ProposalController extends Controller
{
    public function index()
    {
        return view('admin.proposals.index', [
            'proposals' => Proposal::query()->pending()->with(['user', 'item'])->orderByDesc('created_at')->orderByDesc('id')->get(),
        ]);
    }

    public function show(Proposal $proposal, Proposals $proposals)
    {
        return view('admin.proposals.show', ['proposal' => $proposal, 'changes' => $proposals->changes($proposal)]);
    }

    public function approve(Request $request, Proposal $proposal, Proposals $proposals)
    {
        try {
            $proposals->approve($proposal, (int) $request->user()->getAuthIdentifier());
        } catch (ProposalRefused $refused) {
            return redirect()->route('admin.proposals.show', $proposal)->withErrors(['proposal' => $refused->getMessage()]);
        }

        return redirect()->route('admin.proposals.index')->with('status', "Propuesta aprobada: {$proposal->item->name} ya muestra los cambios.");
    }

    public function reject(Request $request, Proposal $proposal, Proposals $proposals)
    {
        $note = $request->validate(['note' => ['required', 'string', 'max:500', 'not_regex:/[<>\x00-\x09\x0B\x0C\x0E-\x1F\x7F]/u']], ['note.required' => 'Escribí una nota: el punto de venta la lee para saber qué cambiar.'], ['note' => 'nota'])['note'];
        try {
            $proposals->reject($proposal, (int) $request->user()->getAuthIdentifier(), trim($note));
        } catch (ProposalRefused $refused) {
            return redirect()->route('admin.proposals.show', $proposal)->withErrors(['proposal' => $refused->getMessage()]);
        }

        return redirect()->route('admin.proposals.index')->with('status', "Propuesta rechazada: {$proposal->user?->name} lee tu nota en su formulario.");
    }
}
