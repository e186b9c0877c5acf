import type { LoadStrategy } from '.';

/**
 * `visible` (as Astro's `client:visible`): the placeholder costs nothing until it nears
 * the viewport. One IntersectionObserver serves every such placeholder; its margin of one
 * viewport above and below starts the download before the visitor gets there. Without
 * IntersectionObserver (old browsers) it loads at once.
 */
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

function forget(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

export const visible: LoadStrategy = (element, load) => {
  if (typeof IntersectionObserver !== 'function') load();
  else {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          waiting.get(entry.target)?.();
          forget(entry.target);
        }
      },
      { rootMargin: '100% 0px' },
    );
    waiting.set(element, load);
    observer.observe(element);
  }
  return () => forget(element);
};
