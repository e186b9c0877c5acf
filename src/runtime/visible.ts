/**
 * The `visible` loading strategy (as Astro's `client:visible`): a placeholder marked
 * `data-widget-load="visible"` costs nothing until it nears the viewport. One
 * IntersectionObserver serves every such placeholder; its margin of one viewport
 * above and below starts the download before the visitor gets there.
 */
const ROOT_MARGIN = '100% 0px';

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const resolve = waiting.get(entry.target);
    stopWaiting(entry.target);
    resolve?.();
  }
}

/** Resolves when `element` nears the viewport (at once where IntersectionObserver is missing). */
export function whenNearViewport(element: Element): Promise<void> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve();
  observer ??= new IntersectionObserver(onIntersect, { rootMargin: ROOT_MARGIN });
  return new Promise((resolve) => {
    waiting.set(element, resolve);
    observer?.observe(element);
  });
}

/** Forgets a placeholder that left the page before it was needed (its promise never settles). */
export function stopWaiting(element: Element): boolean {
  if (!waiting.delete(element)) return false;
  observer?.unobserve(element);
  return true;
}
