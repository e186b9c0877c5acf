import { useMemo } from 'react';
import type { PaginatorLink } from '../pagination/paginator';
import type { LatestRequest } from '../loading/use-latest-request';
import type { TabItem } from '../ui/Tabs';
import type { TabbedListingProps } from './TabbedListing';
import { sameTab, type ListingSelectionState } from './use-listing-selection';

/** An answer of a tabbed listing: the tab's page of cards is a Laravel paginator under `posts`. */
export interface ListingAnswer {
  posts: { links: readonly PaginatorLink[]; next_page_url: string | null };
}

/** What `TabbedListing` takes from the selection and the request: the same for every grid. */
type ListingStateProps = Pick<TabbedListingProps, 'tabs' | 'selectedTab' | 'onSelectTab' | 'request' | 'pages' | 'onPageChange' | 'returnTo'>;

export interface TabbedListingView<T> {
  /** The answer of the selected tab (any of its pages), or null while none belongs to it: the grid's cards come from it. */
  current: T | null;
  /** Spread on `TabbedListing`, beside the grid's own props (class, labels, cards...). */
  props: ListingStateProps;
}

/**
 * The props bundle of a grid on `TabbedListing`: the tabs of the last answer (kept while
 * another tab loads), the selected tab and page with their setters, the request, the page
 * bar of the tab's answer, and the card to land on when the visitor comes back. `tabsOf`
 * makes the tabs from an answer; give a function defined once (a module's), not a new
 * one each render.
 */
export function useTabbedListing<T extends ListingAnswer>(
  listing: ListingSelectionState,
  request: LatestRequest<T>,
  tabsOf: (data: T | null) => TabItem<number>[],
): TabbedListingView<T> {
  const { selection, selectTab, selectPage, returnTo } = listing;
  const tabs = useMemo(() => tabsOf(request.data), [tabsOf, request.data]);
  const current = sameTab(request.dataKey, selection) ? request.data : null;
  const pages = current === null ? null : { links: current.posts.links, nextPageUrl: current.posts.next_page_url };
  return {
    current,
    props: { tabs, selectedTab: selection.tagId, onSelectTab: selectTab, request, pages, onPageChange: selectPage, returnTo },
  };
}
