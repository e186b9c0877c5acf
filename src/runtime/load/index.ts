import type { StrategyName } from './settings';
import type { LoadStrategy } from './strategy';

/**
 * Loading strategies, as Astro's client directives: `data-widget-load` names one, and the
 * placeholder reads `deferred` until it calls `load`. Without one (or with a name not
 * here) a placeholder loads at once. A strategy reads its own settings
 * (`data-widget-load-<setting>`, option.ts) and returns what forgets the placeholder
 * should it leave the page first (its `load` is then never called). Each is downloaded the
 * first time a placeholder names it, as Astro does: a page that names none pays nothing
 * for them. Adding one is its file beside this one, its line in the table and its line,
 * with its settings, in settings.ts.
 */
type StrategyLoader = () => Promise<{ default: LoadStrategy }>;

// One line per name of settings.ts, and no other (the type says so).
const table = {
  visible: () => import('./visible'),
  idle: () => import('./idle'),
  media: () => import('./media'),
  interaction: () => import('./interaction'),
} satisfies Record<StrategyName, StrategyLoader>;

const strategies = new Map<string, StrategyLoader>(Object.entries(table));

/** The strategy a placeholder names; none for one that loads at once (no attribute reads "null", which names none). */
export function strategyOf(element: Element): StrategyLoader | undefined {
  return strategies.get(String(element.getAttribute('data-widget-load')).trim());
}
