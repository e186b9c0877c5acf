import { useCallback, useEffect, useState } from 'react';
import { clearListingState, readListingState, readSavedCard, saveListingState } from './saved-state';

/** What a tabbed listing shows: a tab, maybe a subcategory of it, and a page. */
export interface ListingSelection {
  tagId: number;
  subTagId: number | null;
  page: number;
}

/** 'Todo' (id 0, spec section 9), page 1. */
export const FIRST_SELECTION: ListingSelection = { tagId: 0, subTagId: null, page: 1 };

export interface ListingSelectionState {
  selection: ListingSelection;
  /** A tab: its first page, no subcategory (spec: changing tab resets to page 1). */
  selectTab: (tagId: number) => void;
  /** A subcategory of the tab (null: the whole tab), from page 1. */
  selectSubTag: (subTagId: number | null) => void;
  selectPage: (page: number) => void;
  /** The card to land on once its page shows (the visitor came back from it), or null. */
  returnCard: string | null;
  /** The card was brought back (or is gone): forget it. */
  cardReturned: () => void;
  /** Saves the selection and the card before the visitor follows the card's link. */
  rememberCard: (card: string) => void;
}

/**
 * The selection of a tabbed listing and its state restore (spec section 2): a card click
 * saves page, tab, subcategory and the card in sessionStorage; a return to the same path
 * starts from them, once. A page the browser brings back from its back-forward cache
 * keeps its state in memory: the entry is forgotten, and the card is landed on again.
 */
export function useListingSelection(storageKey: string): ListingSelectionState {
  const [restored] = useState(() => ({ state: readListingState(storageKey), card: readSavedCard(storageKey) }));
  const [selection, setSelection] = useState<ListingSelection>(() =>
    restored.state === null ? FIRST_SELECTION : { tagId: restored.state.tagId, subTagId: restored.state.subTagId, page: restored.state.page },
  );
  const [returnCard, setReturnCard] = useState<string | null>(restored.state === null ? null : restored.card);

  useEffect(() => {
    if (restored.state !== null) clearListingState(storageKey);
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const card = readSavedCard(storageKey);
      clearListingState(storageKey);
      if (card !== null) setReturnCard(card);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored, storageKey]);

  const selectTab = useCallback((tagId: number) => setSelection({ tagId, subTagId: null, page: 1 }), []);
  const selectSubTag = useCallback((subTagId: number | null) => setSelection((current) => ({ ...current, subTagId, page: 1 })), []);
  const selectPage = useCallback((page: number) => setSelection((current) => ({ ...current, page })), []);
  const cardReturned = useCallback(() => setReturnCard(null), []);
  const rememberCard = useCallback((card: string) => saveListingState(storageKey, selection, card), [storageKey, selection]);

  return { selection, selectTab, selectSubTag, selectPage, returnCard, cardReturned, rememberCard };
}

/**
 * A request key of a listing's selection, `extra` (the visitor, a section) last:
 * `tabOfKey` reads back which tab an answer belongs to.
 */
export function listingKey({ tagId, subTagId, page }: ListingSelection, extra = ''): string {
  return `${tagId}|${subTagId ?? ''}|${page}|${extra}`;
}

/** Whether an answer loaded for `dataKey` belongs to the selection's tab (any page). */
export function sameTab(dataKey: string | null, { tagId, subTagId }: ListingSelection): boolean {
  return dataKey !== null && dataKey.startsWith(`${tagId}|${subTagId ?? ''}|`);
}
