import * as v from 'valibot';
import type { WidgetIdentity } from '../../runtime';
import type { ListingEnvironment } from './environment';
import { readSession, removeSession, writeSession } from './session-storage';

/**
 * What a listing remembers when the visitor follows one of its links, in
 * two sessionStorage entries under one key: the selection (`{path, ...selection}`, the
 * shape docs/widgets/post-listings.md documents for the post grid) and, beside it, the item followed
 * (`{path, item}` under `{key}:card`). Both carry the path, so that only a return to the
 * same path reads them; an entry of another path is left alone. The path and the storage are
 * the listing's environment's (`environment.ts`).
 */

const pathSchema = v.looseObject({ path: v.string() });
const savedItemSchema = v.looseObject({ path: v.string(), card: v.string() });

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

function onThisPath({ storage, address }: ListingEnvironment, key: string): boolean {
  return readSession(storage, key, pathSchema)?.path === address().pathname;
}

/** Saves the selection and the item followed, before the visitor follows its link. */
export function saveState({ storage, address }: ListingEnvironment, key: string, selection: object, item: string): void {
  const path = address().pathname;
  writeSession(storage, key, { path, ...selection });
  writeSession(storage, itemKey(key), { path, card: item });
}

/** The selection saved on this path, read with its schema, or null. */
export function readSavedSelection<S extends v.GenericSchema>(environment: ListingEnvironment, key: string, schema: S): v.InferOutput<S> | null {
  return onThisPath(environment, key) ? readSession(environment.storage, key, schema) : null;
}

/** The item followed from this path, or null. */
export function readSavedItem({ storage, address }: ListingEnvironment, key: string): string | null {
  const saved = readSession(storage, itemKey(key), savedItemSchema);
  return saved === null || saved.path !== address().pathname ? null : saved.card;
}

/** Forgets the saved selection (`item`: the item followed). */
export function forgetSaved({ storage }: ListingEnvironment, key: string, item = false): void {
  removeSession(storage, item ? itemKey(key) : key);
}

function itemKey(key: string): string {
  return `${key}:card`;
}
