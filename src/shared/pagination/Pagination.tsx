import './pagination.css';
import { useMemo, type MouseEvent } from 'react';
import type { PaginatorLink } from './paginator';
import { paginationModel, type PaginationModel } from './page-links';
import { listingTexts } from '../texts/listing';
import { isPlainClick } from '../ui/plain-click';
import { paginationTexts } from './texts';

type Source =
  /** Laravel's `links` and `next_page_url` of the page shown (server-driven pages). */
  | { links: readonly PaginatorLink[]; nextPageUrl: string | null; model?: undefined }
  /** A bar computed elsewhere (pages counted on the client: `windowModel`). */
  | { model: PaginationModel; links?: undefined; nextPageUrl?: undefined };

type Props = Source & {
  onPageChange: (page: number) => void;
  /** A page's address (the listing's state in the URL), each page a real link to it. */
  hrefOf: (page: number) => string;
  /** A page link hovered or focused: its page may be asked for ahead. */
  onPrefetch?: (page: number) => void;
  /** The navigation landmark's name (several grids on a page need different ones). */
  label?: string;
};

/**
 * Numbered page links with a next arrow (docs/widgets/post-listings.md, "Pagination"), and a
 * previous arrow from page 2 on (phones need a way back without reaching for page numbers).
 * Each is a real link to the page's address: a plain click changes the page here, Ctrl/Cmd or
 * the middle button opens it in a new tab. Bootstrap's pagination classes (the host's CSS),
 * every link at least 44 px square; nothing when there is only one page. On the last page
 * the next arrow stays, disabled (`aria-disabled`, no `href`).
 */
export function Pagination(props: Props) {
  const { onPageChange, hrefOf, onPrefetch, label = listingTexts.pagination } = props;
  const { links, nextPageUrl, model: given } = props;
  const model = useMemo(() => given ?? paginationModel(links ?? [], nextPageUrl ?? null), [given, links, nextPageUrl]);
  const { items, nextPage, currentPage } = model;
  if (items.filter((item) => item.kind === 'page').length < 2) return null;
  const previousPage = currentPage !== null && currentPage > 1 ? currentPage - 1 : null;

  const linkTo = (page: number, current = false) => ({
    href: hrefOf(page),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (!current) onPageChange(page);
    },
    onMouseEnter: current || onPrefetch === undefined ? undefined : () => onPrefetch(page),
    onFocus: current || onPrefetch === undefined ? undefined : () => onPrefetch(page),
  });

  return (
    <nav className="sw-pagination" aria-label={label}>
      <ul className="pagination justify-content-center flex-wrap mb-0">
        {previousPage === null ? null : (
          <li className="page-item">
            <a className="page-link" aria-label={paginationTexts.previous} {...linkTo(previousPage)}>
              <span aria-hidden="true">‹</span>
            </a>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item.page} className={`page-item${item.current ? ' active' : ''}`}>
              <a
                className="page-link"
                aria-label={paginationTexts.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
                {...linkTo(item.page, item.current)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li className={`page-item${nextPage === null ? ' disabled' : ''}`}>
          {nextPage === null ? (
            // A link with nowhere to go: no href, and said to be unavailable.
            <a className="page-link" role="link" aria-label={paginationTexts.next} aria-disabled="true">
              <span aria-hidden="true">›</span>
            </a>
          ) : (
            <a className="page-link" aria-label={paginationTexts.next} {...linkTo(nextPage)}>
              <span aria-hidden="true">›</span>
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
