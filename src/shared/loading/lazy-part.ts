import { useSyncExternalStore } from 'react';
import { logError } from '../../base/log';

/** A part of a widget in a file of its own, downloaded once per page on first need. */
export interface LazyPart<T> {
  /** Starts the download (once; again after a failure) and answers with the part. */
  readonly request: () => Promise<T>;
  readonly loaded: () => T | null;
  readonly subscribe: (notify: () => void) => () => void;
}

/**
 * One promise for the page: every user of the part asks for the same download and all of
 * them re-render when it arrives (`useLazyPart`). A failure is logged and forgotten, so the
 * next sign of need tries again.
 */
export function lazyPart<T>(load: () => Promise<T>, what: string): LazyPart<T> {
  let part: T | null = null;
  let loading: Promise<T> | null = null;
  const waiting = new Set<() => void>();
  return {
    request: () => {
      loading ??= load().then(
        (loadedPart) => {
          part = loadedPart;
          waiting.forEach((notify) => notify());
          return loadedPart;
        },
        (error: unknown) => {
          logError(`could not download ${what}`, error);
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => part,
    subscribe: (notify) => {
      waiting.add(notify);
      return () => waiting.delete(notify);
    },
  };
}

/** The part once it has arrived, else null; the component renders again when it does. */
export function useLazyPart<T>(part: LazyPart<T>): T | null {
  return useSyncExternalStore(part.subscribe, part.loaded, part.loaded);
}
