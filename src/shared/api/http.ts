import { readPageGlobals } from '../page/globals';

/**
 * The bundle's client for the calls pages make (docs/hosting.md, "7. Requests"): reads, hits,
 * the editing presence. The browser's `fetch`, with what axios gave them (Laravel answers
 * `X-Requested-With` requests as AJAX; the `XSRF-TOKEN` cookie goes back as `X-XSRF-TOKEN` on
 * same-origin requests; JSON in and out; no timeout) at about 0.6 KB instead of axios's 16 KB on
 * every page that loads data. axios stays for the editors' uploads, which report their progress
 * (`src/admin/shared/uploader/upload-request.ts`).
 */

/** The server answered with a status outside 2xx; `response` has axios's shape, which `statusOf` reads. */
export class HttpError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
    this.response = { status, data };
  }
}

export interface HttpOptions {
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch's `keepalive`, what `sendBeacon` does): for a record sent as the visitor leaves. */
  keepalive?: boolean;
}

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `url` after the page's `apiBaseUrl` (read on every request: a host may set it after the bundle loaded), as axios joined them. */
export function fullUrl(url: string): string {
  const base = readPageGlobals().apiBaseUrl;
  if (base === '' || ABSOLUTE.test(url)) return url;
  return `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The `XSRF-TOKEN` cookie Laravel sets, decoded, or null. */
function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The headers every call carries; the XSRF token only to the page's own origin, never to another site. */
export function requestHeaders(url: URL): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json, text/plain, */*' };
  const token = url.origin === window.location.origin ? xsrfToken() : null;
  if (token !== null) headers['X-XSRF-TOKEN'] = token;
  return headers;
}

function withParams(url: URL, params: Record<string, string | number> | undefined): URL {
  for (const [name, value] of Object.entries(params ?? {})) url.searchParams.append(name, String(value));
  return url;
}

/** The body as JSON when it reads as JSON, else the text (a schema then refuses it, as with axios). */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One call; resolves with the answer's body, rejects with `HttpError` for a status outside 2xx. */
export async function requestJson(method: 'GET' | 'POST', url: string, body: unknown, { params, signal, keepalive }: HttpOptions = {}): Promise<unknown> {
  const target = withParams(new URL(fullUrl(url), window.location.href), params);
  const headers = requestHeaders(target);
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (keepalive === true) init.keepalive = true;
  if (method === 'POST') {
    if (body instanceof FormData) init.body = body;
    else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
  }
  const response = await fetch(target, init);
  const data = parseBody(await response.text());
  if (!response.ok) throw new HttpError(response.status, data);
  return data;
}
