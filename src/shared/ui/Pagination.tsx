import { useMemo } from 'react';
import type { PaginatorLink } from '../api/paginator';
import { paginationModel } from '../pagination';
import { listingTexts } from '../texts/listing';

interface Props {
  /** Laravel's `links` of the page shown. */
  links: readonly PaginatorLink[];
  nextPageUrl: string | null;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name (several grids on a page need different ones). */
  label?: string;
}

/**
 * Numbered page buttons plus a next arrow, driven by the server's paginator (spec
 * section 9). Bootstrap's pagination classes (the host's CSS); nothing when there is
 * only one page.
 */
export function Pagination({ links, nextPageUrl, onPageChange, label = listingTexts.pagination }: Props) {
  const { items, nextPage } = useMemo(() => paginationModel(links, nextPageUrl), [links, nextPageUrl]);
  if (items.filter((item) => item.kind === 'page').length < 2) return null;
  return (
    <nav className="sw-pagination" aria-label={label}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item.page} className={`page-item${item.current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={listingTexts.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  if (!item.current) onPageChange(item.page);
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${nextPage === null ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            aria-label={listingTexts.next}
            disabled={nextPage === null}
            onClick={() => {
              if (nextPage !== null) onPageChange(nextPage);
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
