import * as v from 'valibot';
import type { WidgetIdentity } from '../../shared/runtime';
import { readSession, removeSession, writeSession } from '../../shared/session-store';

const wholeNumber = v.pipe(v.number(), v.safeInteger('expected a whole number'));

/**
 * What a card click remembers (spec section 2): the page, the active tab and
 * subcategory, and the path, so that only a return to the same path restores them.
 */
const savedGridStateSchema = v.looseObject({
  path: v.string(),
  page: v.pipe(wholeNumber, v.minValue(1, 'expected a page number')),
  tagId: wholeNumber,
  subTagId: v.optional(v.nullable(wholeNumber), null),
});

export type SavedGridState = v.InferOutput<typeof savedGridStateSchema>;

const PREFIX = 'site-widgets:post-grid:';

/**
 * The sessionStorage key of one grid: `data-state-key` when given, else the section and
 * the placeholder's id, or its position among the page's post grids.
 */
export function savedStateKey({ name, element }: Pick<WidgetIdentity, 'name' | 'element'>, section: string, stateKey: string | undefined): string {
  if (stateKey !== undefined && stateKey !== '') return `${PREFIX}${stateKey}`;
  if (element.id !== '') return `${PREFIX}${section}#${element.id}`;
  const grids = [...document.querySelectorAll(`[data-widget-name="${CSS.escape(name)}"]`)];
  return `${PREFIX}${section}@${Math.max(grids.indexOf(element), 0)}`;
}

export function saveGridState(key: string, state: Pick<SavedGridState, 'page' | 'tagId' | 'subTagId'>): void {
  writeSession(key, { path: window.location.pathname, page: state.page, tagId: state.tagId, subTagId: state.subTagId } satisfies SavedGridState);
}

/** The state saved for this path, or null (an entry of another path is left alone). */
export function readGridState(key: string): SavedGridState | null {
  const saved = readSession(key, savedGridStateSchema);
  return saved === null || saved.path !== window.location.pathname ? null : saved;
}

export function clearGridState(key: string): void {
  removeSession(key);
}
