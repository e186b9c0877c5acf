import { mountWithin, unmountDetached } from './scan';

let observer: MutationObserver | null = null;

/**
 * One MutationObserver for the page: placeholders added later mount, removed ones
 * unmount. Removals are settled after the mutation batch, so an element moved within
 * the page (removed and inserted again) keeps its widget.
 */
export function observeDocument(): void {
  if (observer !== null) return;
  observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) mountWithin(node);
      removed ||= record.removedNodes.length > 0;
    }
    if (removed) unmountDetached();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
