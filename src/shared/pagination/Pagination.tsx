import './pagination.css';
import { useMemo } from 'react';
import type { PaginatorLink } from './paginator';
import { paginationModel, type PaginationModel } from './page-links';
import { listingTexts } from '../texts/listing';
import { paginationTexts } from './texts';

type Source =
  /** Laravel's `links` and `next_page_url` of the page shown (server-driven pages). */
  | { links: readonly PaginatorLink[]; nextPageUrl: string | null; model?: undefined }
  /** A bar computed elsewhere (pages counted on the client: `windowModel`). */
  | { model: PaginationModel; links?: undefined; nextPageUrl?: undefined };

type Props = Source & {
  onPageChange: (page: number) => void;
  /** The navigation landmark's name (several grids on a page need different ones). */
  label?: string;
};

/**
 * Numbered page buttons with a next arrow (docs/widgets/post-listings.md, "Pagination"), and a
 * previous arrow from page 2 on (phones need a way back without reaching for page numbers).
 * Bootstrap's pagination classes (the host's CSS), every button at least 44 px square; nothing
 * when there is only one page. On the last page the next arrow stays, disabled.
 */
export function Pagination(props: Props) {
  const { onPageChange, label = listingTexts.pagination } = props;
  const { links, nextPageUrl, model: given } = props;
  const model = useMemo(() => given ?? paginationModel(links ?? [], nextPageUrl ?? null), [given, links, nextPageUrl]);
  const { items, nextPage, currentPage } = model;
  if (items.filter((item) => item.kind === 'page').length < 2) return null;
  const previousPage = currentPage !== null && currentPage > 1 ? currentPage - 1 : null;
  return (
    <nav className="sw-pagination" aria-label={label}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {previousPage === null ? null : (
          <li className="page-item">
            <button type="button" className="page-link" aria-label={paginationTexts.previous} onClick={() => onPageChange(previousPage)}>
              <span aria-hidden="true">‹</span>
            </button>
          </li>
        )}
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
                aria-label={paginationTexts.page(item.page)}
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
            aria-label={paginationTexts.next}
            disabled={nextPage === null}
            aria-disabled={nextPage === null ? true : undefined}
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
