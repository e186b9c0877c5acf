import { objectWith } from '../../shared/guards';
import type { WidgetIdentity } from '../../shared/runtime';
import { readSession, removeSession, writeSession } from '../../shared/session-store';

/**
 * What a card click remembers (spec section 2): the page, the active tab and
 * subcategory, and the path, so that only a return to the same path restores them.
 */
export interface SavedGridState {
  path: string;
  page: number;
  tagId: number;
  subTagId: number | null;
}

const isSavedGridState = objectWith<SavedGridState>({ path: 'string', page: 'number', tagId: 'number', subTagId: 'number?' });

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

export function saveGridState(key: string, state: Omit<SavedGridState, 'path'>): void {
  writeSession(key, { path: window.location.pathname, ...state } satisfies SavedGridState);
}

/** The state saved for this path, or null (an entry of another path is left alone). */
export function readGridState(key: string): SavedGridState | null {
  const saved = readSession(key, isSavedGridState);
  if (saved === null || saved.path !== window.location.pathname) return null;
  if (!Number.isInteger(saved.page) || saved.page < 1 || !Number.isInteger(saved.tagId)) return null;
  return { ...saved, subTagId: saved.subTagId ?? null };
}

export function clearGridState(key: string): void {
  removeSession(key);
}
