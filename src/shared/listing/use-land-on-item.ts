import { useEffect, type RefObject } from 'react';

/** The item the visitor came back from (the listing store's `returnItem`), and the call that forgets it. */
export interface ReturnTo {
  returnItem: string | null;
  itemReturned: () => void;
}

/**
 * Back from an item (`remember` before its link was followed): once the listing under `root` shows (`ready`),
 * the item marked `data-card-key` is scrolled to the middle of the screen and its link
 * focused, so the visitor goes on from where they left. Then it is forgotten, found or
 * not (no longer in the list: nothing to land on).
 */
export function useLandOnItem(root: RefObject<HTMLElement | null>, { returnItem, itemReturned }: ReturnTo, ready: boolean): void {
  useEffect(() => {
    if (returnItem === null || !ready) return;
    const item = root.current?.querySelector(`[data-card-key="${CSS.escape(returnItem)}"]`);
    if (item instanceof HTMLElement) {
      if (typeof item.scrollIntoView === 'function') item.scrollIntoView({ block: 'center' });
      item.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    }
    itemReturned();
  }, [root, returnItem, itemReturned, ready]);
}
