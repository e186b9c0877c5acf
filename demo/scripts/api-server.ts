// The production-like demo's backend: the same MSW handlers as the tests and the QA demo,
// answered by the demo server itself (no service worker, no mocking code in the page),
// at once, as a real backend on the same machine would.
import { getResponse, type RequestHandler } from 'msw';
import { manyDistributors } from '../../mocks/fixtures';
import { createBackendState, createHandlers } from '../../mocks/handlers';

const handlers = createHandlers(createBackendState({ latency: 0 }));
const benchHandlers = new Map<number, RequestHandler[]>();

/**
 * The benchmark's directory page (`?distribuidores=5000`) asks for a large list: the
 * page's address comes with each request as its Referer.
 */
function handlersFor(request: Request): RequestHandler[] {
  const referrer = request.headers.get('referer');
  const count = referrer === null ? 0 : Number(new URL(referrer).searchParams.get('distribuidores') ?? '0');
  if (!Number.isSafeInteger(count) || count <= 0 || count > 100_000) return handlers;
  let bench = benchHandlers.get(count);
  if (bench === undefined) {
    bench = createHandlers(createBackendState({ latency: 0, distributors: manyDistributors(count) }));
    benchHandlers.set(count, bench);
  }
  return bench;
}

/** The mocked backend's answer to `request`, or undefined when no handler matches. */
export function answer(request: Request): Promise<Response | undefined> {
  return getResponse(handlersFor(request), request);
}
