import type { Address, HistoryMode, ListingEnvironment } from './environment';

/**
 * A listing's selection in the page's address (docs/widgets/post-listings.md, "The state in
 * the address"): each field of the selection has a query parameter of its own, read and
 * written here only. Writing keeps the other parameters (another listing's, the host's) and
 * the hash; `popstate` and the bundle's own writes are one subscription (`subscribeToAddress`).
 * The address is the listing's environment's (`environment.ts`): the browser's on a page.
 */

/** One field of a selection in the query: its parameter's name and how its value is written. */
export interface UrlField<T> {
  /** The parameter's name before the prefix (`pagina`). */
  readonly param: string;
  /** The value of a parameter's text, or undefined when it cannot be one (then it reads as absent). */
  readonly read: (text: string) => T | undefined;
  /** The parameter's text, or null to leave it out (the default value). */
  readonly write: (value: T) => string | null;
}

/** The fields of a selection `S` that live in the address, one line each (a field left out stays out of it). */
export type UrlFields<S> = { readonly [K in keyof S as string extends K ? never : K]?: UrlField<S[K]> };

/** The fields given, with their keys. */
function entries<S extends object>(fields: UrlFields<S>): { key: keyof S; field: UrlField<S[keyof S]> }[] {
  // Each entry's key and field belong together (the mapped type says so); TypeScript cannot follow it through Object.entries.
  const list: [string, unknown][] = Object.entries(fields);
  return list.flatMap(([key, field]) => (field === undefined ? [] : [{ key: key as keyof S, field: field as UrlField<S[keyof S]> }]));
}

const WHOLE = /^[0-9]+$/;

/** A page number, 1 when absent (`pagina`). */
export function pageParam(param: string): UrlField<number> {
  return {
    param,
    read: (text) => (WHOLE.test(text) && Number(text) >= 1 && Number.isSafeInteger(Number(text)) ? Number(text) : undefined),
    write: (page) => (page === 1 ? null : String(page)),
  };
}

/** An id, `absent` (the 'Todo' tab's 0) when the parameter is missing (`etiqueta`, `categoria`). */
export function idParam(param: string, absent: number): UrlField<number> {
  return {
    param,
    read: (text) => (/^-?[0-9]+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined),
    write: (id) => (id === absent ? null : String(id)),
  };
}

/** An id that may be absent (null): a subcategory (`subetiqueta`). */
export function optionalIdParam(param: string): UrlField<number | null> {
  const id = idParam(param, Number.NaN);
  return { param, read: id.read, write: (value) => (value === null ? null : id.write(value)) };
}

/** A search text as typed, '' when absent or blank (`buscar`). */
export function searchParam(param: string): UrlField<string> {
  return { param, read: (text) => text, write: (value) => (value.trim() === '' ? null : value) };
}

/** A switch, on as `1` and off when absent (`cerca`); any other text reads as absent. */
export function flagParam(param: string): UrlField<boolean> {
  return { param, read: (text) => (text === '1' ? true : text === '0' ? false : undefined), write: (on) => (on ? '1' : null) };
}

/** A text, null when absent or blank (`provincia`). */
export function textParam(param: string): UrlField<string | null> {
  return {
    param,
    read: (text) => (text.trim() === '' ? undefined : text),
    write: (value) => (value === null || value.trim() === '' ? null : value),
  };
}

/**
 * The selection a query (`search`) holds, on top of `defaults`, and whether it names any of the
 * fields at all (a bare address leaves the choice to the saved state).
 */
export function readUrlState<S extends object>(fields: UrlFields<S>, prefix: string, defaults: S, search: string): { state: S; present: boolean } {
  const params = new URLSearchParams(search);
  const state = { ...defaults };
  let present = false;
  for (const { key, field } of entries(fields)) {
    const text = params.get(prefix + field.param);
    if (text === null) continue;
    present = true;
    const value = field.read(text);
    if (value !== undefined) state[key] = value;
  }
  return { state, present };
}

/** The query of `state` (with its `?`, or ''): the fields' parameters set (or left out) in `search`, its others kept. */
export function queryOf<S extends object>(fields: UrlFields<S>, prefix: string, state: S, search: string): string {
  const params = new URLSearchParams(search);
  for (const { key, field } of entries(fields)) {
    const text = field.write(state[key]);
    if (text === null) params.delete(prefix + field.param);
    else params.set(prefix + field.param, text);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The address of `state`: `address`'s page with `state`'s query (`queryOf`), its hash kept. */
export function urlOf<S extends object>(fields: UrlFields<S>, prefix: string, state: S, { pathname, search, hash }: Address): string {
  return `${pathname}${queryOf(fields, prefix, state, search)}${hash}`;
}

/** Whether a query (`search`) already holds `state` (each field's parameter as `state` writes it). */
export function urlHolds<S extends object>(fields: UrlFields<S>, prefix: string, state: S, search: string): boolean {
  const params = new URLSearchParams(search);
  return entries(fields).every(({ key, field }) => params.get(prefix + field.param) === field.write(state[key]));
}

// Every listing hears every write, whatever its environment: one that finds its own address
// unchanged does nothing (two environments meet only in tests).
const listeners = new Set<() => void>();

/** Hears every change of the address: the browser's back and forward (`popstate`) and the bundle's own writes. */
export function subscribeToAddress(environment: ListingEnvironment, listener: () => void): () => void {
  listeners.add(listener);
  const stop = environment.listen('popstate', listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** Goes to `url` in this document: a new history entry (`push`) or the current one replaced. */
export function writeAddress(environment: ListingEnvironment, url: string, mode: HistoryMode): void {
  environment.write(url, mode);
  // Told a task later, after the change has painted: the writer already shows its choice, and
  // only the page's other listings (their links keep this one's parameters) have anything to
  // redraw. Told at once, every listing would render a second time inside the visitor's click.
  setTimeout(() => listeners.forEach((listener) => listener()), 0);
}

/** The query and hash of the address: what links to a state keep besides its own parameters. */
export function currentAddress(environment: ListingEnvironment): string {
  const { search, hash } = environment.address();
  return search + hash;
}
