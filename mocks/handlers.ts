/**
 * The mocked backend (the calls docs/widgets/ lists per widget) as msw request handlers, for the jsdom tests
 * (test/unit/msw-server.ts) and the demo page. Paths match on any origin.
 *
 *   GET  /api/posts/{section}[/{tagId}]   ?page, user_id   {tags, landings, posts}
 *   GET  /api/products[/{tagId}]          ?page            {tags, posts}
 *   GET  /api/distributors                                 Distributor[]
 *   POST /api/upload_images/{path}        multipart image  {url}
 *   POST /api/hits                        HitPayload       201 {ok: true}
 *   POST /admin/presencia                 {item, leaving?} {editors, saved}
 */
import type { RequestHandler } from 'msw';
import { distributorsHandlers } from './resources/distributors';
import { hitsHandlers } from './resources/hits';
import { postsHandlers } from './resources/posts';
import { presenceHandlers } from './resources/presence';
import { productsHandlers } from './resources/products';
import { uploadsHandlers } from './resources/uploads';
import { createBackendState, resetBackendState, type BackendState } from './base/state';

export { createBackendState, resetBackendState };
export type { BackendState } from './base/state';

/** Handlers answering from, and recording into, `state`. */
export function createHandlers(state: BackendState = createBackendState()): RequestHandler[] {
  return [
    ...postsHandlers(state),
    ...productsHandlers(state),
    ...distributorsHandlers(state),
    ...uploadsHandlers(state),
    ...hitsHandlers(state),
    ...presenceHandlers(state),
  ];
}

/** The state behind the default `handlers`: tests read `backendState.hits`, `.uploads`, `.requests`. */
export const backendState: BackendState = createBackendState();

export const handlers: RequestHandler[] = createHandlers(backendState);
