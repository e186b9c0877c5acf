import { useCallback, useEffect, useMemo } from 'react';
import type { PaginatorLink } from '../pagination/paginator';
import { lastPageOf } from '../pagination/page-links';
import type { LatestRequest } from '../loading/use-latest-request';
import { useLoadResource } from '../loading/use-load-resource';
import { usePrefetchCache, type ResourceRequest } from '../loading/prefetch';
import { listingTexts } from '../texts/listing';
import type { TabItem } from '../ui/Tabs';
import { tabbedListingTexts } from './texts';
import type { TabbedListingProps } from './TabbedListing';
import { sameTab, type ListingSelection, type ListingSelectionState } from './use-listing-selection';

/** An answer of a tabbed listing: the tab's page of cards is a Laravel paginator under `posts`. */
export interface ListingAnswer {
  posts: { links: readonly PaginatorLink[]; next_page_url: string | null };
}

/** What `TabbedListing` takes from the selection and the request: the same for every grid. */
type ListingStateProps = Pick<
  TabbedListingProps,
  'tabs' | 'selectedTab' | 'onSelectTab' | 'tabHref' | 'request' | 'pages' | 'onPageChange' | 'pageHref' | 'onPrefetchPage' | 'notice' | 'returnTo'
>;

export interface TabbedListingView<T> {
  /** The request of the selection (its answer may be an earlier selection's, see `current`). */
  request: LatestRequest<T>;
  /** The answer of the selected tab (any of its pages), or null while none belongs to it: the grid's cards come from it. */
  current: T | null;
  /** Spread on `TabbedListing`, beside the grid's own props (class, labels, cards...). */
  props: ListingStateProps;
}

const ALL: ListingSelection = { tagId: 0, subTagId: null, page: 1 };

/**
 * The request and the props bundle of a grid on `TabbedListing`: the selection's answer
 * (`requestFor` makes a selection's request; `initial`, the answer the page printed for the
 * first one), the tabs of the last answer (kept while another tab loads), the selected tab
 * and page with their setters and links, page links that ask for their page ahead, the page
 * bar of the tab's answer, and the card to land on when the visitor comes back. An address
 * naming a tab the answer does not have, or a page past its last, is corrected to 'Todo' or
 * the last page, and the listing says so. `tabsOf` and `requestFor` are defined once (a
 * module's function, a `useCallback`), not anew each render.
 */
export function useTabbedListing<T extends ListingAnswer>(
  listing: ListingSelectionState,
  requestFor: (selection: ListingSelection) => ResourceRequest<T>,
  tabsOf: (data: T | null) => TabItem<number>[],
  initial?: T,
): TabbedListingView<T> {
  const { selection, selectTab, selectPage, hrefOf, correct, notice, returnTo } = listing;
  const prefetched = usePrefetchCache<T>();
  const { key, fetch, url } = requestFor(selection);
  const request = useLoadResource(key, fetch, url, { initial, prefetched });
  const tabs = useMemo(() => tabsOf(request.data), [tabsOf, request.data]);
  const current = sameTab(request.dataKey, selection) ? request.data : null;
  const pages = current === null ? null : { links: current.posts.links, nextPageUrl: current.posts.next_page_url };

  // The answer of this very selection tells whether it exists.
  const answer = request.status === 'loaded' && request.dataKey === key ? request.data : null;
  useEffect(() => {
    if (answer === null) return;
    if (!tabsOf(answer).some((tab) => tab.id === selection.tagId)) {
      correct(ALL, tabbedListingTexts.noTab(selection.tagId));
      return;
    }
    const last = lastPageOf(answer.posts.links);
    if (selection.page > last) correct({ ...selection, page: last }, listingTexts.noPage(selection.page, last));
  }, [answer, tabsOf, selection, correct]);

  const tabHref = useCallback((tagId: number) => hrefOf({ tagId, subTagId: null, page: 1 }), [hrefOf]);
  const pageHref = useCallback((page: number) => hrefOf({ ...selection, page }), [hrefOf, selection]);
  const onPrefetchPage = useCallback((page: number) => prefetched.prefetch(requestFor({ ...selection, page })), [prefetched, requestFor, selection]);
  return {
    request,
    current,
    props: {
      tabs,
      selectedTab: selection.tagId,
      onSelectTab: selectTab,
      tabHref,
      request,
      pages,
      onPageChange: selectPage,
      pageHref,
      onPrefetchPage,
      notice,
      returnTo,
    },
  };
}
