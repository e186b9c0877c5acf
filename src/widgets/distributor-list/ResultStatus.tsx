import type { RequestStatus } from '../../shared/loading/latest-request';
import { listingTexts } from '../../shared/texts/listing';
import { LoadError } from '../../shared/ui/LoadError';
import { SlowNotice } from '../../shared/ui/SlowNotice';
import { directoryTexts } from './texts';

interface Props {
  request: { status: RequestStatus; slow: boolean; retry: () => void };
  /** The list is there (loaded, or kept while 'Reintentar' asks again). */
  loaded: boolean;
  count: number;
  /** The province shown (its name), or null for all of them. */
  province: string | null;
  /** The search, trimmed. */
  query: string;
  byDistance: boolean;
  /** Empties the search box and puts the focus back in it. */
  onClearSearch: () => void;
}

/**
 * The result count (announced), a failed or slow load with 'Reintentar', and what is said when
 * nothing is found: for the search ('Borrar la búsqueda'), in the province, or at all.
 */
export function ResultStatus({ request, loaded, count, province, query, byDistance, onClearSearch }: Props) {
  return (
    <>
      <p className="sw-distributors__count" role="status" aria-live="polite">
        {loaded
          ? directoryTexts.count(count, province, query) + (byDistance ? directoryTexts.byDistance : '')
          : request.status === 'loading'
            ? listingTexts.loading
            : ''}
      </p>
      {request.status === 'error' ? <LoadError message={directoryTexts.loadError} onRetry={request.retry} /> : null}
      <SlowNotice slow={request.slow} onRetry={request.retry} />
      {loaded && count === 0 && query !== '' ? (
        <div className="sw-distributors__empty">
          <p>{directoryTexts.noneFor(query, province)}</p>
          <button type="button" className="btn btn-outline-secondary sw-distributors__clear" onClick={onClearSearch}>
            {directoryTexts.clearSearch}
          </button>
        </div>
      ) : loaded && count === 0 ? (
        <p className="sw-distributors__empty">{province === null ? directoryTexts.none : directoryTexts.noneIn(province)}</p>
      ) : null}
    </>
  );
}
