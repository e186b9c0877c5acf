import type { Address, HistoryMode, ListingEnvironment, PageEvent, SessionStorageLike } from '../../../src/shared/listing/environment';

/** A listing's environment kept in memory: a history of entries, a session storage and the page's events, fired by the test. */
export interface MemoryEnvironment extends ListingEnvironment {
  /** The history's entries (path, query and hash), and the one shown. */
  readonly entries: () => readonly string[];
  readonly current: () => string;
  /** Every write, in order. */
  readonly writes: { url: string; mode: HistoryMode }[];
  /** The visitor's back and forward: the entry before or after, then `popstate`. */
  readonly back: () => void;
  readonly forward: () => void;
  /** An event of the page (`pageshow` from the back-forward cache: `persisted`). */
  readonly fire: (event: PageEvent, persisted?: boolean) => void;
  /** The session storage's entries. */
  readonly session: Map<string, string>;
  /** Turns the visitor's data saver on or off (off at first). */
  readonly saveData: (on: boolean) => void;
}

const ORIGIN = 'http://localhost';

function addressOf(entry: string): Address {
  const { pathname, search, hash } = new URL(entry, ORIGIN);
  return { pathname, search, hash };
}

/** A page at `url` (path, query and hash), with nothing stored and nobody listening. */
export function memoryEnvironment(url: string): MemoryEnvironment {
  const entries = [url];
  let index = 0;
  const writes: { url: string; mode: HistoryMode }[] = [];
  const session = new Map<string, string>();
  let dataSaver = false;
  const listeners = new Map<PageEvent, Set<(event: Partial<PageTransitionEvent>) => void>>();
  const storage: SessionStorageLike = {
    getItem: (key) => session.get(key) ?? null,
    setItem: (key, value) => void session.set(key, value),
    removeItem: (key) => void session.delete(key),
  };
  const fire = (event: PageEvent, persisted = false) => [...(listeners.get(event) ?? [])].forEach((listener) => listener({ persisted }));
  const go = (step: number) => {
    index = Math.min(Math.max(index + step, 0), entries.length - 1);
    fire('popstate');
  };
  return {
    address: () => addressOf(entries[index] ?? '/'),
    write: (next, mode) => {
      writes.push({ url: next, mode });
      const { pathname, search, hash } = new URL(next, new URL(entries[index] ?? '/', ORIGIN));
      const entry = pathname + search + hash;
      if (mode === 'push') {
        entries.splice(index + 1, entries.length, entry);
        index += 1;
      } else entries[index] = entry;
    },
    storage: () => storage,
    listen: (event, listener) => {
      const heard = listeners.get(event) ?? new Set();
      listeners.set(event, heard);
      heard.add(listener);
      return () => heard.delete(listener);
    },
    entries: () => [...entries],
    current: () => entries[index] ?? '/',
    writes,
    back: () => go(-1),
    forward: () => go(1),
    fire,
    session,
    saveData: (on) => {
      dataSaver = on;
    },
    savesData: () => dataSaver,
  };
}
