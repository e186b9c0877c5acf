import type { Checked } from '../api/request';
import { useWidget } from '../../runtime';
import { useLatestRequest, type LatestRequest, type LatestRequestOptions } from './use-latest-request';
import { reportedLoad } from './resource';

/**
 * One resource of the API in a component, race-safe (`useLatestRequest`), with the widget's
 * reports (`reportedLoad`: left-out entries as `data`, once; a failure as `request`, with its
 * URL). The listings load through their store instead (src/shared/listing/listing-store.ts).
 */
export function useLoadResource<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<Checked<T>>,
  url: string,
  options?: Pick<LatestRequestOptions<T>, 'initial' | 'slowAfterMs'>,
): LatestRequest<T> {
  const { report } = useWidget();
  const { load, onError } = reportedLoad({ url, fetch }, report);
  return useLatestRequest(key, load, onError, options);
}
