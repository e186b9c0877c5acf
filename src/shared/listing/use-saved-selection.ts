import type * as v from 'valibot';
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { clearSavedSelection, readSavedSelection, saveSelection } from './saved-state';
import { readUrlState, subscribeToAddress, urlHolds, urlOf, useAddress, writeAddress, type HistoryMode, type UrlFields } from './url-state';

/** Where a listing's first selection came from: its address, the state saved for the back button, or neither. */
export type SelectionSource = 'address' | 'saved' | 'default';

/** The selection's place in the address: its fields' parameters and the placeholder's `data-url-prefix`. */
export interface SelectionAddress<T> {
  fields: UrlFields<T>;
  prefix: string;
}

export interface SavedSelection<T> {
  /** What the listing shows: the address's, else the saved one on a return to the page, else `initial`. */
  selection: T;
  source: SelectionSource;
  /** A choice (`push`, the default: a new history entry) or a correction (`replace`). */
  setSelection: (next: SetStateAction<T>, mode?: HistoryMode) => void;
  /** Saves the selection, before the visitor follows one of the listing's links. */
  saveSelection: () => void;
  /** The address of a selection, for a link to it (`<a href>`). */
  hrefOf: (selection: T) => string;
  /**
   * An address that names what does not exist (a tab, a page past the end): the nearest
   * selection that does, in place of the history entry, and `notice` said in the listing's live region.
   */
  correct: (selection: T, notice: string) => void;
  /** What the last correction said, until the next choice. */
  notice: string | null;
}

function sameSelection<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));
}

/**
 * A listing's selection (tab, page, province...), kept in the page's address and brought
 * back by the back button (docs/widgets/post-listings.md, "The state in the address" and
 * "State restore"). The first one is the address's when it names any field, else the one
 * `saveSelection` wrote in sessionStorage on this path (read once, then forgotten), else
 * `initial`. Each change writes the address (`push` by default, `replace` for a
 * correction); back and forward (`popstate`) bring the address's selection back. A page
 * the browser brings back from its back-forward cache still has its selection in memory:
 * the saved entry is forgotten there too, so that a later visit starts over.
 *
 * `schema` reads the saved entry back (a `v.object` of the selection's fields); an entry
 * it does not accept (an older bundle's) reads as none.
 */
export function useSavedSelection<S extends v.GenericSchema<unknown, object>>(
  storageKey: string,
  schema: S,
  initial: v.InferOutput<S>,
  { fields, prefix }: SelectionAddress<v.InferOutput<S>>,
): SavedSelection<v.InferOutput<S>> {
  type T = v.InferOutput<S>;
  const [start] = useState(() => {
    const restored = readSavedSelection(storageKey, schema);
    const fromAddress = readUrlState(fields, prefix, initial);
    const source: SelectionSource = fromAddress.present ? 'address' : restored === null ? 'default' : 'saved';
    return { restored, source, selection: source === 'address' ? fromAddress.state : (restored ?? initial) };
  });
  const [selection, setState] = useState<T>(start.selection);
  // How the next change reaches the history: the first write only corrects the address.
  const mode = useRef<HistoryMode>('replace');
  const { restored } = start;

  useEffect(() => {
    if (restored !== null) clearSavedSelection(storageKey);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) clearSavedSelection(storageKey);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored, storageKey]);

  // The address follows the selection.
  useEffect(() => {
    if (!urlHolds(fields, prefix, selection)) writeAddress(urlOf(fields, prefix, selection), mode.current);
    mode.current = 'push';
  }, [fields, prefix, selection]);

  // And the selection follows the address when the visitor goes back or forward.
  const initialRef = useRef(initial);
  useEffect(
    () =>
      subscribeToAddress(() => {
        const next = readUrlState(fields, prefix, initialRef.current).state;
        setState((current) => (sameSelection(current, next) ? current : next));
      }),
    [fields, prefix],
  );

  const [notice, setNotice] = useState<string | null>(null);
  const setSelection = useCallback((next: SetStateAction<T>, how: HistoryMode = 'push') => {
    mode.current = how;
    setNotice(null);
    setState(next);
  }, []);
  const correct = useCallback((next: T, message: string) => {
    mode.current = 'replace';
    setNotice(message);
    setState(next);
  }, []);
  const save = useCallback(() => saveSelection(storageKey, selection), [storageKey, selection]);
  // Links keep the address's other parameters: rendered again when it changes.
  const address = useAddress();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `address` is read by urlOf, from window.location
  const hrefOf = useCallback((state: T) => urlOf(fields, prefix, state), [address, fields, prefix]);
  return { selection, source: start.source, setSelection, saveSelection: save, hrefOf, correct, notice };
}
