import type { PaginatorLink } from '../pagination/paginator';
import { lastPageOf } from '../pagination/page-links';
import { listingTexts } from '../texts/listing';
import type { TabItem } from '../ui/Tabs';
import type { Correction } from './listing-store';
import { FIRST_SELECTION, sameTab, type ListingSelection } from './tabbed-selection';
import type { TabbedListingProps } from './TabbedListing';
import type { Listing } from './use-listing';

/** An answer of a tabbed listing: the tab's page of cards is a Laravel paginator under `posts`. */
export interface ListingAnswer {
  posts: { links: readonly PaginatorLink[]; next_page_url: string | null };
}

/** A grid's tabs: those of an answer ('Todo' first), and what is said when the address names one it lacks. */
export interface GridTabs<T> {
  of: (data: T | null) => TabItem<number>[];
  missing: (asked: number) => string;
}

/**
 * The check of a tabbed listing's answer (the store's `check`): a tab the answer does not
 * have → 'Todo'; then the grid's own (`more`: the post grid's subcategory); then a page past
 * the last → the last page. Each is said in the listing's live region.
 */
export function tabbedCheck<T extends ListingAnswer>(
  tabs: GridTabs<T>,
  more?: (selection: ListingSelection, answer: T) => Correction<ListingSelection> | null,
): (selection: ListingSelection, answer: T) => Correction<ListingSelection> | null {
  return (selection, answer) => {
    if (!tabs.of(answer).some((tab) => tab.id === selection.tagId)) return { selection: FIRST_SELECTION, notice: tabs.missing(selection.tagId) };
    const own = more?.(selection, answer);
    if (own) return own;
    const last = lastPageOf(answer.posts.links);
    return selection.page > last ? { selection: { ...selection, page: last }, notice: listingTexts.noPage(selection.page, last) } : null;
  };
}

/** What `TabbedListing` takes from the listing: the same for every grid. */
type ListingStateProps = Pick<
  TabbedListingProps,
  'tabs' | 'selectedTab' | 'onSelectTab' | 'tabHref' | 'request' | 'pages' | 'onPageChange' | 'pageHref' | 'onPrefetchPage' | 'notice' | 'returnTo'
>;

/**
 * The props every grid gives `<TabbedListing>`, read from its listing (`useListing`): the tabs
 * of the last answer (kept while another tab loads), the selected tab and page with their
 * choices and links, page links that ask for their page ahead, the page bar of the tab's
 * answer and the card to land on; and `current`, the selected tab's answer (any of its
 * pages) the grid makes its cards from, or null while none belongs to it.
 */
export function tabbedView<T extends ListingAnswer>(listing: Listing<ListingSelection, T>, tabs: GridTabs<T>): { current: T | null; props: ListingStateProps } {
  const { selection, request, choose, hrefOf, prefetch, retry, notice, returnItem, itemReturned } = listing;
  const current = sameTab(request.dataKey, selection) ? request.data : null;
  return {
    current,
    props: {
      tabs: tabs.of(request.data),
      selectedTab: selection.tagId,
      // A tab: its first page, no subcategory (spec: changing tab resets to page 1).
      onSelectTab: (tagId, mode) => choose({ tagId, subTagId: null, page: 1 }, mode),
      tabHref: (tagId) => hrefOf({ tagId, subTagId: null, page: 1 }),
      request: { status: request.status, slow: request.slow, retry },
      pages: current === null ? null : { links: current.posts.links, nextPageUrl: current.posts.next_page_url },
      onPageChange: (page) => choose((chosen) => ({ ...chosen, page })),
      pageHref: (page) => hrefOf({ ...selection, page }),
      onPrefetchPage: (page) => prefetch({ ...selection, page }),
      notice,
      returnTo: { returnItem, itemReturned },
    },
  };
}
