import { useCallback, useEffect, useState } from 'react';
import { clearSavedItem, readSavedItem, saveItem } from './saved-state';

export interface ReturnToItem {
  /** The item to land on once it shows (the visitor came back from it), or null. */
  returnItem: string | null;
  /** The item was brought back (or is gone): forget it. */
  itemReturned: () => void;
  /** Saves the item before the visitor follows its link. */
  rememberItem: (item: string) => void;
}

/**
 * The item of a listing (a card, a distributor) the visitor followed, to land on it when they
 * come back (docs/widgets/post-listings.md, "State restore"): saved in sessionStorage beside
 * the listing's selection and read once by the next mount on the same path. A page the browser
 * brings back from its back-forward cache is not mounted again: the item is read (and
 * forgotten) on its `pageshow`. `useLandOnItem` does the landing.
 */
export function useReturnToItem(storageKey: string): ReturnToItem {
  const [restored] = useState(() => readSavedItem(storageKey));
  const [returnItem, setReturnItem] = useState<string | null>(restored);

  useEffect(() => {
    if (restored !== null) clearSavedItem(storageKey);
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const item = readSavedItem(storageKey);
      clearSavedItem(storageKey);
      if (item !== null) setReturnItem(item);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [restored, storageKey]);

  const itemReturned = useCallback(() => setReturnItem(null), []);
  const rememberItem = useCallback((item: string) => saveItem(storageKey, item), [storageKey]);
  return { returnItem, itemReturned, rememberItem };
}
