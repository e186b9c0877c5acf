export type RequestStatus = 'loading' | 'loaded' | 'error';

/**
 * How long a request may load before the visitor is told it is taking longer than usual.
 * The HTTP client has no timeout (spec): the request goes on, but skeletons alone, forever,
 * would look broken.
 */
export const SLOW_AFTER_MS = 12_000;

/** Where a request stands: the key last asked for, and the last data that loaded (maybe an earlier key's). */
export interface RequestState<T> {
  key: string | null;
  status: RequestStatus;
  data: T | null;
  /** The key `data` was loaded for (null before anything loaded). */
  dataKey: string | null;
  error: unknown;
  /** Still loading after the wait: time to offer 'Reintentar'. The request goes on meanwhile. */
  slow: boolean;
}

/** `data`, loaded for `key`. */
export function loadedState<T>(key: string | null, data: T): RequestState<T> {
  return { key, status: 'loaded', data, dataKey: key, error: null, slow: false };
}

/** Nothing loaded yet: `key` is on its way. */
export function loadingState<T>(key: string | null): RequestState<T> {
  return { key, status: 'loading', data: null, dataKey: null, error: null, slow: false };
}

interface StartOptions {
  slowAfterMs: number;
  /** Hears a failure of this request (never an abort: a stopped request says nothing). */
  onError?: (error: unknown) => void;
}

/**
 * The race-safe core of every request, without React (`useLatestRequest` and the listing store
 * stand on it): asks for `key`, telling `set` how its state changes — loading, slow after the
 * wait, loaded or failed. The returned `stop` aborts it through its AbortSignal, and an answer
 * that arrives anyway is dropped: whoever starts the next request stops this one first, so a
 * slow stale response never replaces a newer one.
 */
export function startRequest<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  set: (change: (previous: RequestState<T>) => RequestState<T>) => void,
  { slowAfterMs, onError }: StartOptions,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  set((previous) =>
    previous.key === key && previous.status === 'loading' && !previous.slow ? previous : { ...previous, key, status: 'loading', error: null, slow: false },
  );
  const slowTimer = setTimeout(() => {
    if (!signal.aborted) set((previous) => (previous.key === key && previous.status === 'loading' ? { ...previous, slow: true } : previous));
  }, slowAfterMs);
  let promise: Promise<T>;
  try {
    promise = load(signal);
  } catch (error) {
    promise = Promise.reject(error);
  }
  promise.then(
    (data) => {
      if (signal.aborted) return;
      clearTimeout(slowTimer);
      set(() => loadedState(key, data));
    },
    (error: unknown) => {
      if (signal.aborted) return;
      clearTimeout(slowTimer);
      onError?.(error);
      set((previous) => ({ ...previous, key, status: 'error', error, slow: false }));
    },
  );
  return () => {
    clearTimeout(slowTimer);
    controller.abort();
  };
}
