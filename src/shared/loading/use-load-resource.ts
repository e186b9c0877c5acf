import type { Checked } from '../api/request';
import { useWidget } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import { useLatestRequest, type LatestRequest, type LatestRequestOptions } from './use-latest-request';
import type { PrefetchCache } from './prefetch';

interface LoadResourceOptions<T> extends Pick<LatestRequestOptions<T>, 'initial' | 'slowAfterMs'> {
  /** Answers asked ahead: a key found there is shown without a request of its own. */
  prefetched?: PrefetchCache<T>;
}

/**
 * One resource of the API, race-safe (`useLatestRequest`), with the widget's reports: a
 * failed request, or an answer unusable as a whole, is reported as `request`; the entries
 * an answer had to leave out are reported once as `data`, and the rest is shown. `url`
 * names the request in both, as the visitor's browser asked it (path and page).
 */
export function useLoadResource<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<Checked<T>>,
  url: string,
  { prefetched, ...options }: LoadResourceOptions<T> = {},
): LatestRequest<T> {
  const { report } = useWidget();
  return useLatestRequest(
    key,
    async (signal) => {
      const { value, skipped } = await ((key === null ? undefined : prefetched?.take(key)) ?? fetch(signal));
      reportSkipped(report, skipped, url);
      return value;
    },
    (error) => report({ phase: 'request', message: `could not load ${url}`, error, url }),
    {
      ...options,
      ready: (readyKey) => {
        const answer = prefetched?.takeAnswer(readyKey);
        if (answer !== undefined) reportSkipped(report, answer.skipped, url);
        return answer?.value;
      },
    },
  );
}
