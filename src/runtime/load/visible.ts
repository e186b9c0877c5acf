import type { LoadStrategy } from './strategy';
import { loadOption, reportOption } from './option';
import { savesData } from './save-data';

/**
 * `visible` (as Astro's `client:visible`): the placeholder costs nothing until it nears
 * the viewport. By default the download starts one viewport above or below it, before the
 * visitor gets there; `data-widget-load-margin` sets another margin (an IntersectionObserver
 * `rootMargin`: `200px`, `50% 0px`), and under data saver it starts only when the placeholder
 * is on screen. One observer serves every placeholder with the same margin. Without
 * IntersectionObserver (old browsers) it loads at once.
 */
const DEFAULT_MARGIN = '100% 0px';
const observers = new Map<string, IntersectionObserver>();
const waiting = new Map<Element, { load: () => void; observer: IntersectionObserver }>();

function forget(element: Element): void {
  waiting.get(element)?.observer.unobserve(element);
  waiting.delete(element);
}

function observerFor(margin: string): IntersectionObserver {
  let observer = observers.get(margin);
  if (observer === undefined) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const load = waiting.get(entry.target)?.load;
          forget(entry.target);
          load?.();
        }
      },
      { rootMargin: margin },
    );
    observers.set(margin, observer);
  }
  return observer;
}

/** The margin asked for (checked by the observer itself, which refuses what is not a margin), or the default. */
function observerOf(element: Element): IntersectionObserver {
  if (savesData()) return observerFor('0px');
  const margin = loadOption(element, 'margin');
  if (margin === null) return observerFor(DEFAULT_MARGIN);
  try {
    return observerFor(margin);
  } catch {
    reportOption(element, 'margin', margin, `loading with the default margin (${DEFAULT_MARGIN})`);
    return observerFor(DEFAULT_MARGIN);
  }
}

const visible: LoadStrategy = (element, load) => {
  if (typeof IntersectionObserver !== 'function') {
    load();
    return () => {};
  }
  const observer = observerOf(element);
  waiting.set(element, { load, observer });
  observer.observe(element);
  return () => forget(element);
};

export default visible;
