import * as v from 'valibot';
import type { WidgetIdentity } from '../../runtime';
import { readSession, removeSession, writeSession } from './session-store';

const wholeNumber = v.pipe(v.number(), v.safeInteger('expected a whole number'));

/**
 * What a card click remembers (spec section 2): the page, the active tab and
 * subcategory, and the path, so that only a return to the same path restores them.
 */
const savedListingStateSchema = v.looseObject({
  path: v.string(),
  page: v.pipe(wholeNumber, v.minValue(1, 'expected a page number')),
  tagId: wholeNumber,
  subTagId: v.optional(v.nullable(wholeNumber), null),
});

export type SavedListingState = v.InferOutput<typeof savedListingStateSchema>;

/**
 * The card the visitor opened, kept beside the state (its own entry, so the state's
 * shape stays the one hosts and tests already read): coming back lands on it.
 */
const savedCardSchema = v.looseObject({ path: v.string(), card: v.string() });

/**
 * The sessionStorage key of one listing: `site-widgets:{widget}:` then `data-state-key`
 * when given, else the scope (a section) and the placeholder's id, or its position among
 * the page's placeholders of the same widget.
 */
export function savedStateKey({ name, element }: Pick<WidgetIdentity, 'name' | 'element'>, scope: string, stateKey: string | undefined): string {
  const prefix = `site-widgets:${name}:`;
  if (stateKey !== undefined && stateKey !== '') return `${prefix}${stateKey}`;
  if (element.id !== '') return `${prefix}${scope}#${element.id}`;
  const placeholders = [...document.querySelectorAll(`[data-widget-name="${CSS.escape(name)}"]`)];
  return `${prefix}${scope}@${Math.max(placeholders.indexOf(element), 0)}`;
}

export function saveListingState(key: string, state: Pick<SavedListingState, 'page' | 'tagId' | 'subTagId'>, card: string | null): void {
  const path = window.location.pathname;
  writeSession(key, { path, page: state.page, tagId: state.tagId, subTagId: state.subTagId } satisfies SavedListingState);
  if (card === null) removeSession(cardKey(key));
  else writeSession(cardKey(key), { path, card });
}

/** The state saved for this path, or null (an entry of another path is left alone). */
export function readListingState(key: string): SavedListingState | null {
  const saved = readSession(key, savedListingStateSchema);
  return saved === null || saved.path !== window.location.pathname ? null : saved;
}

/** The card opened from this path, or null. */
export function readSavedCard(key: string): string | null {
  const saved = readSession(cardKey(key), savedCardSchema);
  return saved === null || saved.path !== window.location.pathname ? null : saved.card;
}

export function clearListingState(key: string): void {
  removeSession(key);
  removeSession(cardKey(key));
}

function cardKey(key: string): string {
  return `${key}:card`;
}
