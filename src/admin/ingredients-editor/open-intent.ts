import type { Product } from './schema';

/**
 * How the editor asked for the list before downshift arrived, by the last action that
 * would have opened it (a later Escape, click or leaving the field that would have closed
 * it again leaves none). Downshift's list opens on arrival as that action would have
 * opened it, with the option it would have highlighted.
 */
export type OpenIntent =
  /** Typing: downshift opens with nothing highlighted. */
  | 'typed'
  /** ArrowDown (Alt+ArrowDown without a product: nothing highlighted). */
  | 'next'
  | 'next-alt'
  /** ArrowUp. */
  | 'previous'
  /** A click on the text or on the toggle button. */
  | 'click';

/**
 * The option downshift's own reducer highlights for that action on a closed list (v9:
 * `InputChange`, `InputKeyDownArrowDown/Up`, `InputClick`, `ToggleButtonClick`, through
 * `getHighlightedIndexOnOpen`): with a product chosen, that product if listed, else none;
 * without one, the first option (ArrowDown), the last (ArrowUp) or none. It matters: a
 * highlighted option is chosen on leaving, and `initialIsOpen` alone highlights the chosen
 * product even after typing, so Tab would silently put it back.
 */
export function highlightOnArrival(intent: OpenIntent, items: readonly Product[], selected: Product | null): number {
  if (intent === 'typed' || items.length === 0) return -1;
  if (selected !== null) return items.findIndex((item) => String(item.id) === String(selected.id));
  if (intent === 'next') return 0;
  if (intent === 'previous') return items.length - 1;
  return -1;
}
