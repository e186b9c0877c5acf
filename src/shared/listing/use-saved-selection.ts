import type * as v from 'valibot';
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { clearSavedSelection, readSavedSelection, saveSelection } from './saved-state';

export interface SavedSelection<T> {
  /** What the listing shows: the saved one on a return to the page, else `initial`. */
  selection: T;
  setSelection: Dispatch<SetStateAction<T>>;
  /** Saves the selection, before the visitor follows one of the listing's links. */
  saveSelection: () => void;
}

/**
 * A listing's selection (tab, page, province...) that comes back with the back button
 * (docs/widgets/post-listings.md, "State restore"): `saveSelection` writes it in
 * sessionStorage; a later mount on the same path starts from it, once (the entry is then
 * forgotten). A page the browser brings back from its back-forward cache still has its
 * selection in memory: the entry is forgotten there too, so that a later visit starts over.
 *
 * `schema` reads the entry back (a `v.object` of the selection's fields); an entry it
 * does not accept (an older bundle's) reads as none.
 */
export function useSavedSelection<S extends v.GenericSchema<unknown, object>>(
  storageKey: string,
  schema: S,
  initial: v.InferOutput<S>,
): SavedSelection<v.InferOutput<S>> {
  const [restored] = useState(() => readSavedSelection(storageKey, schema));
  const [selection, setSelection] = useState<v.InferOutput<S>>(() => restored ?? initial);

  useEffect(() => {
    if (restored !== null) clearSavedSelection(storageKey);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) clearSavedSelection(storageKey);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored, storageKey]);

  const save = useCallback(() => saveSelection(storageKey, selection), [storageKey, selection]);
  return { selection, setSelection, saveSelection: save };
}
