import { useEffect, type RefObject } from 'react';
import type { ReturnToItem } from './use-return-to-item';

/**
 * Back from an item (`useReturnToItem`): once the listing under `root` shows (`ready`),
 * the item marked `data-card-key` is scrolled to the middle of the screen and its link
 * focused, so the visitor goes on from where they left. Then it is forgotten, found or
 * not (no longer in the list: nothing to land on).
 */
export function useLandOnItem(
  root: RefObject<HTMLElement | null>,
  { returnItem, itemReturned }: Pick<ReturnToItem, 'returnItem' | 'itemReturned'>,
  ready: boolean,
): void {
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
