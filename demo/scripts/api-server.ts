// The production-like demo's backend: the same MSW handlers as the tests and the QA demo,
// answered by the demo server itself (no service worker, no mocking code in the page),
// at once, as a real backend on the same machine would.
import { getResponse } from 'msw';
import { createBackendState, createHandlers } from '../../mocks/handlers';

const handlers = createHandlers(createBackendState({ latency: 0 }));

/** The mocked backend's answer to `request`, or undefined when no handler matches. */
export function answer(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
