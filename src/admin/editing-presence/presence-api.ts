import * as v from 'valibot';
import { id } from '../../base/schema/laravel';
import { listOf } from '../../base/schema/list';
import { postChecked } from '../../shared/api/request';
import { fullUrl } from '../../shared/api/http';

/** A moment as the server writes it (ISO 8601, `2026-12-01T10:42:00Z`). */
const instant = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), 'expected a date and time'),
);

/** Another editor with the item open: who, and since when (their first heartbeat of this visit). */
const presenceEditorSchema = v.looseObject({ id, name: v.string(), since: instant });

/** The newest revision someone else saved (`site_widget_revisions`); `by` is null when that user is gone. */
const savedRevisionSchema = v.looseObject({ revision: id, by: v.nullable(v.string()), at: instant });

/**
 * The answer to a heartbeat (`POST /admin/presencia`, docs/widgets/editors.md, "Who is editing"):
 * the others editing the item (never the caller), and the newest revision another editor
 * saved, or null (none, or the host keeps no revisions).
 */
export const presenceAnswerSchema = v.looseObject({
  editors: listOf(presenceEditorSchema),
  saved: v.optional(v.nullable(savedRevisionSchema), null),
});

export type PresenceAnswer = v.InferOutput<typeof presenceAnswerSchema>;
export type PresenceEditor = PresenceAnswer['editors'][number];

/** What a heartbeat posts: the signed item, and `leaving` when the page goes. */
export interface PresenceBeat {
  item: string;
  leaving?: boolean;
}

/** One heartbeat: the caller is recorded (or kept) as editing `item`; the others come back. */
export async function postHeartbeat(url: string, item: string, signal: AbortSignal): Promise<PresenceAnswer> {
  const body: PresenceBeat = { item };
  const { value } = await postChecked(url, body, presenceAnswerSchema, { signal });
  return value;
}

/**
 * The page is going: the caller is removed at once. A beacon carries no header of its own, so
 * it posts a form with the CSRF token the page already holds (the form's `_token`, Laravel's
 * `@csrf`, or `<meta name="csrf-token">`). Nothing is awaited and nothing is said if it fails;
 * without a token or `sendBeacon` nothing is sent: the server forgets the caller a minute
 * after the last heartbeat anyway.
 */
export function sendLeaving(url: string, item: string, token: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(fullUrl(url), new URLSearchParams({ item, leaving: '1', _token: token }));
  } catch {
    // A URL the browser will not send a beacon to: the server's expiry does the rest.
  }
}
