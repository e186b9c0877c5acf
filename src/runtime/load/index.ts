import { visible } from './visible';

/**
 * Loading strategies, as Astro's client directives: `data-widget-load` names one, and the
 * placeholder reads `deferred` until it calls `load`. Without one (or with a name not
 * here) a placeholder loads at once. A strategy returns what forgets the placeholder
 * should it leave the page first (its `load` is then never called). Adding one is its
 * file beside this one and its line in the table.
 */
export type LoadStrategy = (element: Element, load: () => void) => () => void;

const strategies = new Map<string, LoadStrategy>([['visible', visible]]);

/** The strategy a placeholder names; none for one that loads at once (no attribute reads "null", which names none). */
export function strategyOf(element: Element): LoadStrategy | undefined {
  return strategies.get(String(element.getAttribute('data-widget-load')).trim());
}
