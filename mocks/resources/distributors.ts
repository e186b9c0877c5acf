/** GET /api/distributors: every distributor, unpaginated. */
import { http, HttpResponse } from 'msw';
import type { DistributorsResponse } from '../../src/shared/api/distributors';
import type { BackendState } from '../base/state';
import { api, receive } from './util';

export function distributorsHandlers(state: BackendState) {
  return [
    http.get(api('/api/distributors'), async ({ request }) => {
      await receive(state, request);
      return HttpResponse.json<DistributorsResponse>(state.distributors);
    }),
  ];
}
