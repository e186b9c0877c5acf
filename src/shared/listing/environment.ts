import { savesData } from '../../runtime';

/** How a change reaches the history: a new entry (a choice), or the current one replaced (a correction). */
export type HistoryMode = 'push' | 'replace';

/** The parts of an address a listing reads: the path, the query and the hash (`window.location` is one). */
export interface Address {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** The page's events a listing hears: back and forward, and the page shown again or left. */
export type PageEvent = 'popstate' | 'pageshow' | 'pagehide';

/** The session storage, as much of it as a listing uses. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Where a listing store lives (docs/architecture.md, "The listing core"): the page's address
 * and history, its session storage, its events and the visitor's data saver. Given to the
 * store, as TanStack Query's focus and online managers are, so that the store's tests run on
 * an address kept in memory, without a browser; the widgets take the browser's
 * (`browserEnvironment`). Its members are called on their own, not as methods.
 */
export interface ListingEnvironment {
  /** The address as it is now. */
  readonly address: () => Address;
  /** A new history entry (`push`) or the current one replaced, at `url` (path, query and hash). */
  readonly write: (url: string, mode: HistoryMode) => void;
  /** The session storage: read each time, since reaching it may throw (private modes, sandboxed iframes). */
  readonly storage: () => SessionStorageLike;
  /** Hears an event (`persisted`: `pageshow`'s, a return from the back-forward cache). Returns what stops it. */
  readonly listen: (event: PageEvent, listener: (event: Partial<PageTransitionEvent>) => void) => () => void;
  /** Whether the visitor's data saver is on: nothing is asked ahead then. */
  readonly savesData: () => boolean;
}

/** The browser's: its globals are read only when used, so the module loads where there are none. */
export const browserEnvironment: ListingEnvironment = {
  address: () => window.location,
  // The entry's state is the host's (a router's): kept as it is.
  write: (url, mode) => window.history[mode === 'push' ? 'pushState' : 'replaceState'](window.history.state, '', url),
  storage: () => window.sessionStorage,
  listen: (event, listener) => {
    window.addEventListener(event, listener);
    return () => window.removeEventListener(event, listener);
  },
  savesData,
};
