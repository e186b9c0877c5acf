/** Small helpers shared by the resource handlers. */
import { HttpResponse, delay } from 'msw';
import type { BackendState } from '../base/state';

/** Matches the API path on any origin (the demo server, jsdom's http://localhost, …). */
export function api(path: string): string {
  return `*${path}`;
}

/** Records the request and waits the configured latency. */
export async function receive(state: BackendState, request: Request): Promise<void> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  state.requests.push({ method: request.method, url: request.url, headers });
  if (state.latency === 'real') await delay('real');
  else if (state.latency > 0) await delay(state.latency);
}

/** Laravel's answer for a missing model or route. */
export function notFound(): HttpResponse<{ message: string }> {
  return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
}

export type ValidationErrors = Record<string, string[]>;

/**
 * Laravel's `ValidationException` JSON: `message` is the first error, followed by
 * "(and N more error(s))" when there are others.
 */
export function validationError(errors: ValidationErrors): HttpResponse<{ message: string; errors: ValidationErrors }> {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return HttpResponse.json({ message, errors }, { status: 422 });
}

/** A route segment that must be an integer (e.g. `{tagId}`); anything else is not a route match. */
export function parseIntegerParam(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^-?[0-9]+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}
