import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestStatus = 'loading' | 'loaded' | 'error';

/**
 * How long a request may load before the visitor is told it is taking longer than usual.
 * The HTTP client has no timeout (spec): the request goes on, but skeletons alone, forever,
 * would look broken.
 */
export const SLOW_AFTER_MS = 12_000;

export interface LatestRequestOptions<T = never> {
  /** Milliseconds of loading after which `slow` becomes true (default `SLOW_AFTER_MS`). */
  slowAfterMs?: number;
  /**
   * Data the page already holds for the first key (an answer the host printed): shown at
   * once and not asked for. A later key, or `retry`, asks the server as usual.
   */
  initial?: T;
  /** Data already at hand for a key (an answer asked ahead): shown at once, without a loading state. */
  ready?: (key: string) => T | undefined;
}

export interface LatestRequest<T> {
  status: RequestStatus;
  /** The last data that loaded, possibly for an earlier key (to keep tabs while a page loads). */
  data: T | null;
  /** The key `data` was loaded for (null before anything loaded). */
  dataKey: string | null;
  error: unknown;
  /** Still loading after the wait: time to offer `retry`. The request goes on meanwhile. */
  slow: boolean;
  /** Loads the current key again (after an error, or while slow: the request under way is aborted). */
  retry: () => void;
}

interface Internal<T> {
  key: string | null;
  status: RequestStatus;
  data: T | null;
  dataKey: string | null;
  error: unknown;
  slow: boolean;
}

/**
 * Race-safe loading: `load` runs whenever `key` changes (or on `retry`). The request of
 * an earlier key is aborted through its AbortSignal, and its answer is ignored even if
 * it arrives anyway, so a slow stale response never replaces a newer one. `onError`
 * hears the failures of the current request only (never aborts).
 */
export function useLatestRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
  { slowAfterMs = SLOW_AFTER_MS, initial, ready }: LatestRequestOptions<T> = {},
): LatestRequest<T> {
  const [state, setState] = useState<Internal<T>>(() =>
    initial === undefined
      ? { key, status: 'loading', data: null, dataKey: null, error: null, slow: false }
      : { key, status: 'loaded', data: initial, dataKey: key, error: null, slow: false },
  );
  // The key the initial data stands for: its first effect has nothing to ask.
  const initialKey = useRef(initial === undefined ? null : key);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  const readyRef = useRef(ready);
  const latest = useRef(0);

  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
    readyRef.current = ready;
  });

  useEffect(() => {
    if (key === null) return undefined;
    // Nothing was asked yet (`latest` counts requests): the page's data is the answer.
    if (latest.current === 0 && attempt === 0 && key === initialKey.current) return undefined;
    latest.current += 1;
    const id = latest.current;
    const at = attempt === 0 ? readyRef.current?.(key) : undefined;
    if (at !== undefined) {
      setState({ key, status: 'loaded', data: at, dataKey: key, error: null, slow: false });
      return undefined;
    }
    const controller = new AbortController();
    const current = () => id === latest.current && !controller.signal.aborted;
    // The request starts in this effect (it talks to the server): its 'loading' state is set with it, so a key and its request never drift apart.
    setState((previous) =>
      previous.key === key && previous.status === 'loading' && !previous.slow ? previous : { ...previous, key, status: 'loading', error: null, slow: false },
    );
    const slowTimer = setTimeout(() => {
      if (current()) setState((previous) => (previous.key === key && previous.status === 'loading' ? { ...previous, slow: true } : previous));
    }, slowAfterMs);
    let promise: Promise<T>;
    try {
      promise = loadRef.current(controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (data) => {
        if (!current()) return;
        clearTimeout(slowTimer);
        setState({ key, status: 'loaded', data, dataKey: key, error: null, slow: false });
      },
      (error: unknown) => {
        if (!current()) return;
        clearTimeout(slowTimer);
        onErrorRef.current?.(error);
        setState((previous) => ({ ...previous, key, status: 'error', error, slow: false }));
      },
    );
    return () => {
      clearTimeout(slowTimer);
      controller.abort();
    };
  }, [key, attempt, slowAfterMs]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Between a key change and its effect, the request of the new key is as good as started.
  const status: RequestStatus = state.key === key ? state.status : 'loading';
  const slow = status === 'loading' && state.key === key && state.slow;
  return { status, data: state.data, dataKey: state.dataKey, error: status === 'error' ? state.error : null, slow, retry };
}
