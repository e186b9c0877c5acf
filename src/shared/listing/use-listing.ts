import { useEffect, useState, useSyncExternalStore } from 'react';
import { useWidget } from '../../runtime';
import { createListingStore, type ListingOptions, type ListingState, type ListingStore } from './listing-store';
import { savedStateKey } from './saved-state';

interface UseListingOptions<S extends object, T> extends Omit<ListingOptions<S, T>, 'storageKey' | 'report'> {
  /** With `stateKey` (`data-state-key`), names the saved state (`savedStateKey`): a section, 'products', 'directory'. */
  scope: string;
  stateKey: string | undefined;
}

/** The state of a listing and its transitions (`ListingStore`), in one object. */
export type Listing<S extends object, T> = ListingState<S, T> & Omit<ListingStore<S, T>, 'get' | 'subscribe' | 'connect' | 'requestWith'>;

/**
 * A listing's store in a component (listing-store.ts): made once per mount (attributes are
 * read once), connected while mounted, and read with `useSyncExternalStore`, so a
 * transition is one render. `requestFor` may change (another visitor): the store asks again.
 */
export function useListing<S extends object, T>({ scope, stateKey, ...options }: UseListingOptions<S, T>): Listing<S, T> {
  const widget = useWidget();
  const [store] = useState(() => createListingStore({ ...options, storageKey: savedStateKey(widget, scope, stateKey), report: widget.report }));
  const { requestFor } = options;
  useEffect(() => store.connect(), [store]);
  useEffect(() => store.requestWith(requestFor), [store, requestFor]);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, ...store };
}
