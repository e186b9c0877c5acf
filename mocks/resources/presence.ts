/**
 * POST /admin/presencia: the admin forms' heartbeat (`editing-presence`). The body is JSON
 * `{item, leaving?}` from the shared client, or a form (`item`, `leaving=1`, `_token`) from
 * the leaving beacon. Like the host's PresenceController: no item → 422 with Laravel's
 * `{message, errors}`; an item the server did not print (its signature does not match) →
 * 403; otherwise 200 `{editors, saved}`: the others editing the item (the caller never among
 * them: the mock has no caller, only the others a test or the demo puts in
 * `state.presence[item]`) and the newest revision one of them saved. Each accepted beat is
 * kept in `state.heartbeats`.
 */
import { http, HttpResponse } from 'msw';
import type { PresenceAnswer, PresenceBeat } from '../../src/admin/editing-presence/presence-api';
import type { BackendState } from '../state';
import { api, receive, validationError } from './util';

/**
 * The items the demo's admin pages print, shaped as the host's `<x-site-widgets-presence>`
 * prints them (`{type}:{id}.{signature}`, the signature an HMAC-SHA256 in hexadecimal): the
 * only items this server "printed". The recipe is being edited by 'Redacción'
 * (`demoPresence`), so the demo's recipe form shows the notice.
 */
export const DEMO_PRESENCE_ITEMS = {
  recipe: 'App\\Models\\Post:1.0d1ba8f6b7e2c96c1f3f0a4fa2b6f7df5a8b9e3a7d7f1c2b4e6a9c0d3f5e7a1b',
  product: 'App\\Models\\Product:7.6c3f2e1d0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e',
  home: 'App\\Models\\Page:1.9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b',
  faq: 'App\\Models\\Page:2.1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a1f2e',
} as const;

/** One item on the mocked server: who else edits it, and the newest save by one of them. */
export type PresenceItemState = PresenceAnswer;

/** The demo's starting point: 'Redacción' has had the recipe open for three minutes. */
export function demoPresence(now: number = Date.now()): Record<string, PresenceItemState> {
  return {
    [DEMO_PRESENCE_ITEMS.recipe]: { editors: [{ id: 3, name: 'Redacción', since: new Date(now - 3 * 60_000).toISOString() }], saved: null },
    [DEMO_PRESENCE_ITEMS.product]: { editors: [], saved: null },
    [DEMO_PRESENCE_ITEMS.home]: { editors: [], saved: null },
    [DEMO_PRESENCE_ITEMS.faq]: { editors: [], saved: null },
  };
}

/** The body as Laravel's `$request->input()` reads it: JSON, or a form. */
async function readBeat(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json();
      return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
    }
    return Object.fromEntries(new URLSearchParams(await request.text()));
  } catch {
    return {}; // Laravel reads an unparsable body as no input
  }
}

/** Laravel's `boolean` rule: true, false, 1, 0, '1', '0'. */
function leavingOf(value: unknown): boolean | null {
  if (value === undefined || value === null) return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export function presenceHandlers(state: BackendState) {
  return [
    http.post(api('/admin/presencia'), async ({ request }) => {
      await receive(state, request);
      const { item, leaving } = await readBeat(request);
      if (typeof item !== 'string' || item.trim() === '') return validationError({ item: ['Falta el elemento que se está editando.'] });
      const left = leavingOf(leaving);
      if (left === null) return validationError({ leaving: ['El campo leaving debe ser verdadero o falso.'] });
      const known = state.presence[item];
      if (known === undefined) return HttpResponse.json({ message: 'Este elemento no se puede editar desde esta página.' }, { status: 403 });
      const beat: PresenceBeat = left ? { item, leaving: true } : { item };
      state.heartbeats.push(beat);
      const answer: PresenceAnswer = { editors: known.editors.map(({ id, name, since }) => ({ id, name, since })), saved: known.saved };
      return HttpResponse.json(answer);
    }),
  ];
}
