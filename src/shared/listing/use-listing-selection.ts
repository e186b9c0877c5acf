import * as v from 'valibot';
import { useCallback } from 'react';
import { useSavedStateKey } from './saved-state';
import type { HistoryMode } from './url-state';
import { useReturnToItem, type ReturnToItem } from './use-return-to-item';
import { useSavedSelection, type SelectionAddress, type SelectionSource } from './use-saved-selection';

const wholeNumber = v.pipe(v.number(), v.safeInteger('expected a whole number'));

/**
 * What a tabbed listing shows: a tab, maybe a subcategory of it, and a page (as saved:
 * docs/widgets/post-listings.md, "State restore").
 */
// looseObject, like every public schema: valibot's strict `object` would be one more
// function in the chunk every public widget shares (docs/benchmark.md, "Bytes").
const listingSelectionSchema = v.looseObject({
  tagId: wholeNumber,
  subTagId: v.optional(v.nullable(wholeNumber), null),
  page: v.pipe(wholeNumber, v.minValue(1, 'expected a page number')),
});

export type ListingSelection = v.InferOutput<typeof listingSelectionSchema>;

/** 'Todo' (id 0), page 1. */
const FIRST_SELECTION: ListingSelection = { tagId: 0, subTagId: null, page: 1 };

export interface ListingSelectionState {
  selection: ListingSelection;
  /** Where the first selection came from (the address's, the saved one, or 'Todo' page 1). */
  source: SelectionSource;
  /** A tab: its first page, no subcategory (spec: changing tab resets to page 1). `replace`: not a history entry of its own (arrow keys). */
  selectTab: (tagId: number, mode?: HistoryMode) => void;
  /** A subcategory of the tab (null: the whole tab), from page 1. */
  selectSubTag: (subTagId: number | null) => void;
  selectPage: (page: number) => void;
  /** The address of a selection, for its link. */
  hrefOf: (selection: ListingSelection) => string;
  /**
   * An address that names what does not exist (a tab, a page past the end): the nearest
   * selection that does, in place of the history entry, and `notice` said in the listing's live region.
   */
  correct: (selection: ListingSelection, notice: string) => void;
  /** What the last correction said, until the next choice. */
  notice: string | null;
  /** The card to land on once its page shows (the visitor came back from it). */
  returnTo: ReturnToItem;
  /** Saves the selection and the card before the visitor follows the card's link. */
  rememberCard: (card: string) => void;
}

/**
 * The selection of a tabbed listing and its state restore (docs/widgets/post-listings.md), on the core's
 * saved selection and return to an item: a card click saves page, tab, subcategory and
 * the card; a return to the same path starts from them and lands on the card, once, from
 * the back-forward cache too. `scope` and `stateKey` name the entry (`savedStateKey`).
 */
export function useListingSelection(scope: string, stateKey: string | undefined, address: SelectionAddress<ListingSelection>): ListingSelectionState {
  const storageKey = useSavedStateKey(scope, stateKey);
  const { selection, source, setSelection, saveSelection, hrefOf, correct, notice } = useSavedSelection(
    storageKey,
    listingSelectionSchema,
    FIRST_SELECTION,
    address,
  );
  const returnTo = useReturnToItem(storageKey);
  const { rememberItem } = returnTo;

  const selectTab = useCallback((tagId: number, mode?: HistoryMode) => setSelection({ tagId, subTagId: null, page: 1 }, mode), [setSelection]);
  const selectSubTag = useCallback((subTagId: number | null) => setSelection((current) => ({ ...current, subTagId, page: 1 })), [setSelection]);
  const selectPage = useCallback((page: number) => setSelection((current) => ({ ...current, page })), [setSelection]);

  const rememberCard = useCallback(
    (card: string) => {
      saveSelection();
      rememberItem(card);
    },
    [saveSelection, rememberItem],
  );

  return { selection, source, selectTab, selectSubTag, selectPage, hrefOf, correct, notice, returnTo, rememberCard };
}

/**
 * A request key of a listing's selection, `extra` (the visitor, a section) last:
 * `sameTab` reads back which tab an answer belongs to.
 */
export function listingKey({ tagId, subTagId, page }: ListingSelection, extra = ''): string {
  return `${tagId}|${subTagId ?? ''}|${page}|${extra}`;
}

/** Whether an answer loaded for `dataKey` belongs to the selection's tab (any page). */
export function sameTab(dataKey: string | null, { tagId, subTagId }: ListingSelection): boolean {
  return dataKey !== null && dataKey.startsWith(`${tagId}|${subTagId ?? ''}|`);
}
