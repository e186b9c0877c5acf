/** What the service worker needs to know of a request to decide (a Request has all of it). */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
  readonly destination: string;
}

/**
 * `page`: a navigation, answered by the network and, only when the network fails, by a copy the
 * visitor saved. `file`: anything else of the site (code, stylesheets, pictures), likewise.
 */
export type OfflineRoute = 'page' | 'file';

/**
 * Never touched, not even passed through: the admin and the API (their answers are the session's,
 * and a stale one would be wrong), the login and logout, the service worker itself (the browser
 * fetches it for updates past any worker), and the host's machine endpoints.
 */
const NEVER = [/^\/admin/i, /^\/api(?:\/|$)/i, /^\/log(?:in|out)(?:\/|$)/i, /^\/sw\.js$/i, /^\/csp-report(?:\/|$)/i, /^\/up$/i];

/** Streamed media: ranges the Cache API does not answer, and never saved. */
const MEDIA = new Set(['video', 'audio', 'track']);

/**
 * The service worker's one decision, pure so jest checks it: null leaves the request to the
 * browser as if there were no worker. Only GET, only this origin, never the paths above.
 */
export function offlineRoute(request: RequestFacts, origin: string): OfflineRoute | null {
  if (request.method !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return null;
  if (request.mode === 'navigate') return 'page';
  return MEDIA.has(request.destination) ? null : 'file';
}
