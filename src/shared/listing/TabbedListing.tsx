import './listing.css';
import './notice.css';
import { useRef, type ReactNode } from 'react';
import type { PaginatorLink } from '../pagination/paginator';
import { useWidget } from '../../runtime';
import { listingTexts } from '../texts/listing';
import type { RequestStatus } from '../loading/use-latest-request';
import { LoadError } from '../ui/LoadError';
import { Pagination } from '../pagination/Pagination';
import { SlowNotice } from '../ui/SlowNotice';
import { Tabs, type TabItem } from '../ui/Tabs';
import { trackTab } from '../page/analytics-events';
import { bringListingIntoView } from '../ui/scroll';
import { useLandOnItem, type ReturnTo } from './use-land-on-item';
import type { HistoryMode } from './environment';

/** One card of the grid, and the key that names it in the saved state (`data-card-key`, `useLandOnItem`). */
export interface ListingCard {
  key: string;
  node: ReactNode;
}

/** The server's pages for the bar. */
interface ListingPages {
  links: readonly PaginatorLink[];
  nextPageUrl: string | null;
}

export interface TabbedListingProps {
  /** The listing's own class (`sw-post-grid`), on its root. */
  className: string;
  tabs: readonly TabItem<number>[];
  selectedTab: number;
  /** A tab chosen; `replace` when reached with the arrow keys (one history entry for a walk along the row). */
  onSelectTab: (id: number, mode: HistoryMode) => void;
  /** A tab's address, for its link. */
  tabHref: (id: number) => string;
  /** Accessible name of the tab list. */
  label: string;
  /** Accessible name of the page navigation. */
  paginationLabel: string;
  request: { status: RequestStatus; slow: boolean; retry: () => void };
  /** The cards of the answer shown; null when none belongs to this selection. */
  cards: readonly ListingCard[] | null;
  /** The page bar of the answer shown for this tab (kept while another page loads or fails). */
  pages: ListingPages | null;
  onPageChange: (page: number) => void;
  /** A page's address (of the selected tab), for its link. */
  pageHref: (page: number) => string;
  /** A page link hovered or focused: its answer asked for ahead. */
  onPrefetchPage: (page: number) => void;
  /** Said in the listing's live region: an address corrected to what exists. */
  notice: string | null;
  /** Bootstrap column classes of each card's `<li>`. */
  columnClass: string;
  /** Placeholders while loading, as many as a page holds. */
  skeleton: { count: number; render: () => ReactNode };
  /**
   * While another tab or page loads: 'skeletons' replaces the cards with placeholders;
   * 'spinner' keeps the cards shown, dimmed, under a spinner that fades in (skeletons
   * only before the first answer).
   */
  loadingView: 'skeletons' | 'spinner';
  emptyText: string;
  /** Said when the cards could not load, naming them ("No pudimos cargar los productos."). */
  errorText: string;
  /** Above the cards, inside the tab panel (the post grid's subcategories). */
  header?: ReactNode;
  /** The card to land on once shown (back from it), and the call that forgets it. */
  returnTo: ReturnTo;
}

/**
 * The tabbed, paginated card listing every grid shares (post grid, product grid): tabs
 * from the answer, the card grid with skeletons or a spinner while loading, the error
 * and slow-request messages with 'Reintentar', the page bar, and where the page scrolls
 * and focus goes on a page change or a return from a card. Each grid gives its data
 * (tabs, cards, pages) and its request; this decides how they show.
 */
export function TabbedListing(props: TabbedListingProps) {
  const { className, tabs, selectedTab, onSelectTab, tabHref, label, paginationLabel, request, cards, pages, onPageChange, pageHref, onPrefetchPage } = props;
  const { columnClass, skeleton, loadingView, emptyText, errorText, header, returnTo, notice } = props;
  const widget = useWidget();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const loading = request.status === 'loading';

  useLandOnItem(rootRef, returnTo, !loading);

  function changePage(page: number) {
    onPageChange(page);
    const root = rootRef.current;
    if (root !== null) bringListingIntoView(root, widget.element);
    panelRef.current?.focus({ preventScroll: true });
  }

  const showSkeletons = loading && (loadingView === 'skeletons' || cards === null || cards.length === 0);
  const dimmed = loading && !showSkeletons;
  return (
    <div ref={rootRef} className={`sw-listing ${className}`}>
      <Tabs
        tabs={tabs}
        selected={selectedTab}
        onSelect={(id, via) => {
          onSelectTab(id, via === 'keyboard' ? 'replace' : 'push');
          trackTab(id);
        }}
        hrefOf={tabHref}
        label={label}
        panelRef={panelRef}
      >
        {header}
        <p className={`sw-notice${notice === null ? '' : ' sw-notice--shown'}`} aria-live="polite">
          {notice ?? ''}
        </p>
        <div className="visually-hidden" role="status">
          {loading ? listingTexts.loading : ''}
        </div>
        {request.status === 'error' ? <LoadError message={errorText} onRetry={request.retry} /> : null}
        <SlowNotice slow={request.slow} onRetry={request.retry} />
        {showSkeletons ? (
          <ul className={`row g-4 list-unstyled mb-0 sw-listing__grid ${className}__grid`} aria-busy="true">
            {Array.from({ length: skeleton.count }, (_, index) => (
              <li key={index} className={columnClass}>
                {skeleton.render()}
              </li>
            ))}
          </ul>
        ) : null}
        {!showSkeletons && request.status !== 'error' && cards !== null ? (
          cards.length === 0 ? (
            <p className={`sw-listing__empty ${className}__empty`}>{emptyText}</p>
          ) : (
            <div className={`sw-listing__cards${dimmed ? ' sw-listing__cards--loading' : ''}`}>
              <ul className={`row g-4 list-unstyled mb-0 sw-listing__grid ${className}__grid`} aria-busy={dimmed ? true : undefined}>
                {cards.map((card) => (
                  <li key={card.key} className={columnClass} data-card-key={card.key}>
                    {card.node}
                  </li>
                ))}
              </ul>
              {dimmed ? (
                <div className="sw-listing__spinner" aria-hidden="true">
                  <span className="spinner-border" />
                </div>
              ) : null}
            </div>
          )
        ) : null}
        {pages === null ? null : (
          <Pagination
            links={pages.links}
            nextPageUrl={pages.nextPageUrl}
            onPageChange={changePage}
            hrefOf={pageHref}
            onPrefetch={onPrefetchPage}
            label={paginationLabel}
          />
        )}
      </Tabs>
    </div>
  );
}
