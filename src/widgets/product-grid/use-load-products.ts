import { fetchProducts, productsPath, type ProductsQuery, type ProductsResponse } from '../../shared/api/products';
import { useWidget } from '../../runtime';
import { reportSkipped } from '../../runtime/schema/skipped';
import { useLatestRequest, type LatestRequest } from '../../shared/loading/use-latest-request';

function requestUrl(query: ProductsQuery): string {
  return `${productsPath(query)}?page=${query.page}`;
}

/**
 * One page of the catalogue, race-safe. Failures (and answers unusable as a whole) are
 * reported as `request`; entries left out, once, as `data`.
 */
export function useLoadProducts(query: ProductsQuery, key: string): LatestRequest<ProductsResponse> {
  const { report } = useWidget();
  return useLatestRequest(
    key,
    async (signal) => {
      const { value, skipped } = await fetchProducts(query, signal);
      reportSkipped(report, skipped, requestUrl(query));
      return value;
    },
    (error) => {
      const url = requestUrl(query);
      report({ phase: 'request', message: `could not load ${url}`, error, url });
    },
  );
}
