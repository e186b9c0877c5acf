import type { Checked } from '../api/request';

/** One request of a resource: the key that names it, its URL (for reports) and the call. */
export interface ResourceRequest<T> {
  key: string;
  url: string;
  fetch: (signal: AbortSignal) => Promise<Checked<T>>;
}

interface Entry<T> {
  promise: Promise<Checked<T>>;
  /** The answer, once it arrived. */
  answer?: Checked<T>;
}

/**
 * Answers asked ahead of need (a page link hovered or focused: docs/widgets/post-listings.md,
 * "Pagination"), through the same call the listing makes, for the listing's next request of
 * that key to take instead of asking: one answer per key, taken once, a few keys at most.
 * Nothing is asked ahead under the visitor's data saver.
 */
export interface PrefetchCache<T> {
  prefetch: (request: ResourceRequest<T>) => void;
  /** The answer already there for `key` (then forgotten), or undefined. */
  takeAnswer: (key: string) => Checked<T> | undefined;
  /** The request under way (or done) for `key` (then forgotten), or undefined. */
  take: (key: string) => Promise<Checked<T>> | undefined;
}

/** How many answers a listing keeps ahead: the pages around the current one. */
const KEPT = 4;

/** A listing's own cache (its store holds one for as long as it lives); `savesData`, the visitor's data saver (its environment's). */
export function prefetchCache<T>(savesData: () => boolean): PrefetchCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    prefetch: ({ key, fetch }) => {
      if (entries.has(key) || savesData()) return;
      const entry: Entry<T> = { promise: fetch(new AbortController().signal) };
      entries.set(key, entry);
      // A failure is forgotten: the click asks again, as without the prefetch.
      entry.promise.then(
        (answer) => {
          entry.answer = answer;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      for (const old of entries.keys()) {
        if (entries.size <= KEPT) break;
        entries.delete(old);
      }
    },
    takeAnswer: (key) => {
      const answer = entries.get(key)?.answer;
      if (answer !== undefined) entries.delete(key);
      return answer;
    },
    take: (key) => {
      const entry = entries.get(key);
      entries.delete(key);
      return entry?.promise;
    },
  };
}
