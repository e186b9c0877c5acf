/**
 * POST /admin/presencia: the admin forms' heartbeat (`editing-presence`). The body is JSON
 * `{item, leaving?}` from the shared client, or a form (`item`, `leaving=1`, `_token`) from
 * the leaving beacon. Like the host's PresenceController: no item → 422 with Laravel's
 * `{message, errors}`; an item the server did not print (its signature does not match) →
 * 403; otherwise 200 `{editors, saved}`: the others editing the item (the caller never among
 * them: the mock has no caller, only the others a test or the demo puts in
 * `state.presence[item]`, seeded by `demoPresence` of mocks/fixtures/presence.ts) and the
 * newest revision one of them saved. Each accepted beat is kept in `state.heartbeats`.
 */
import { http, HttpResponse } from 'msw';
import type { PresenceAnswer, PresenceBeat } from '../../src/admin/editing-presence/presence-api';
import type { BackendState } from '../base/state';
import { api, receive, validationError } from './util';

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
