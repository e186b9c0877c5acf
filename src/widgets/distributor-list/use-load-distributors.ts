import { DISTRIBUTORS_PATH, fetchDistributors, type Distributor } from '../../shared/api/distributors';
import { useWidget } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import { useLatestRequest, type LatestRequest } from '../../shared/loading/use-latest-request';

/**
 * GET /api/distributors once per widget (spec section 4: the full list is loaded once,
 * then filtered locally); `retry` after a failure is the only second request.
 */
export function useLoadDistributors(): LatestRequest<Distributor[]> {
  const { report } = useWidget();
  return useLatestRequest(
    'distributors',
    async (signal) => {
      const { value, skipped } = await fetchDistributors(signal);
      reportSkipped(report, skipped, DISTRIBUTORS_PATH);
      return value;
    },
    (error) => report({ phase: 'request', message: `could not load ${DISTRIBUTORS_PATH}`, error, url: DISTRIBUTORS_PATH }),
  );
}
