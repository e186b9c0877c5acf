<?php

namespace App\Http\Controllers\PointOfSale;

use App\Geo\Provinces;
use App\Http\Controllers\Controller;
use App\Http\Requests\ProposeListingRequest;
use App\Models\Distributor;
use App\Models\Product;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Distributor\HoursForm;
use SiteWidgets\Laravel\Proposals\Proposal;
use SiteWidgets\Laravel\Proposals\ProposalChanges;
use SiteWidgets\Laravel\Proposals\Proposals;
use SiteWidgets\Laravel\Revisions\RevisionOptions;

/**
 * "Mi punto de venta": a point of sale's own listing, which it changes by proposals the brand's
 * editors approve or reject (docs/laravel-host.md, "Points of sale"). Only its own: the routes ask
 * `can:edit-listing`, and anyone else is answered 403.
 */
class ListingController extends Controller
{
    /** `/mi-punto-de-venta`: to the own listing's form, or a page saying there is none. Editors review in the queue instead: 403. */
    public function mine(Request $request)
    {
        $user = $request->user();
        abort_if($user->isEditor(), 403);
        $id = $user->listingId();
        if ($id !== null && Distributor::whereKey($id)->exists()) {
            return redirect()->route('listing.edit', $id);
        }

        return response()->view('listing.none');
    }

    public function edit(Request $request, Distributor $distributor, Proposals $proposals)
    {
        return view('listing.edit', [
            'distributor' => $distributor,
            'hours' => HoursForm::fill($distributor->hours),
            'held' => $distributor->productIds() ?? [],
            'products' => Product::query()->orderBy('id')->get(['id', 'name']),
            'provinces' => Provinces::NAMES,
            'province' => Provinces::named($distributor->province),
            'latest' => $proposals->latest($distributor, (int) $request->user()->getAuthIdentifier()),
        ]);
    }

    public function update(ProposeListingRequest $request, Distributor $distributor, Proposals $proposals)
    {
        $fields = $request->listing($distributor);
        $userId = (int) $request->user()->getAuthIdentifier();
        if (ProposalChanges::of(RevisionOptions::of($distributor), $distributor->revisedFields(), $fields) === []) {
            return redirect()->route('listing.edit', $distributor)->with('status', 'No cambiaste nada de lo publicado: no hay nada que proponer.');
        }
        $replaces = Proposal::query()->of($distributor)->pending()->where('user_id', $userId)->exists();
        $proposals->propose($distributor, $fields, $userId);

        return redirect()->route('listing.edit', $distributor)->with('status', $replaces
            ? 'Enviamos tu propuesta a la marca. Reemplaza la que estaba esperando revisión.'
            : 'Enviamos tu propuesta a la marca. Se publica cuando la aprueben.');
    }
}
