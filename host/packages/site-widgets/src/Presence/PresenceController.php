<?php

namespace SiteWidgets\Laravel\Presence;

use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use SiteWidgets\Laravel\Revisions\Revisions;

/**
 * `POST /admin/presencia` (the host routes it in its admin group: editors only, CSRF as the
 * forms, rate limited): the presence widget's heartbeat. Takes `{item, leaving?}`: `item` as
 * the page printed it (signed: `SignedItem`; anything else is refused 403), `leaving` (a
 * boolean; the beacon sends `1` as the page goes) removes the caller at once. Answers
 * `{editors: [{id, name, since}], saved: {revision, by, at} | null}`: the others editing the
 * item, first come first (never the caller), and the newest revision someone else saved
 * (the `Revisions` service; null when the application keeps none).
 */
class PresenceController
{
    public function __invoke(Request $request, PresenceStore $store, Revisions $revisions): JsonResponse
    {
        // A heartbeat, or the beacon sent as a page goes, can reach the server between a save's
        // redirect and the page it redirects to: what the save flashed ("Receta guardada.", old
        // input, errors) is kept for that page, not spent on this request.
        if ($request->hasSession()) {
            $request->session()->reflash();
        }
        $input = $request->validate(
            ['item' => 'required|string|max:500', 'leaving' => 'sometimes|boolean'],
            [
                'item.*' => 'Falta el elemento que se está editando.',
                'leaving.boolean' => 'El campo leaving debe ser verdadero o falso.',
            ],
        );
        $item = SignedItem::verify($input['item']);
        abort_if($item === null, 403, 'Este elemento no se puede editar desde esta página.');
        $user = $request->user();
        abort_if($user === null, 401);

        $id = $user->getAuthIdentifier();
        $present = $request->boolean('leaving') ? $store->leave($item, $id) : $store->beat($item, $id, Editor::nameOf($user));
        $others = array_values(array_filter($present, fn (array $entry) => (string) $entry['id'] !== (string) $id));

        return new JsonResponse([
            'editors' => array_map(fn (array $entry) => [
                'id' => $entry['id'],
                'name' => $entry['name'],
                'since' => gmdate('Y-m-d\TH:i:s\Z', $entry['since']),
            ], $others),
            'saved' => $revisions->newestByOthers($item, $user),
        ], 200, [], JSON_INVALID_UTF8_SUBSTITUTE);
    }
}
