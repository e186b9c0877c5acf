import { useCallback, useEffect, useRef, useState } from 'react';
import { SLOW_AFTER_MS, loadedState, loadingState, startRequest, type RequestState, type RequestStatus } from './latest-request';

export { SLOW_AFTER_MS, type RequestStatus };

export interface LatestRequestOptions<T = never> {
  /** Milliseconds of loading after which `slow` becomes true (default `SLOW_AFTER_MS`). */
  slowAfterMs?: number;
  /**
   * Data the page already holds for the first key (an answer the host printed): shown at
   * once and not asked for. A later key, or `retry`, asks the server as usual.
   */
  initial?: T;
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

/**
 * Race-safe loading in a component (`startRequest`, latest-request.ts): `load` runs whenever
 * `key` changes (or on `retry`); the request of an earlier key is aborted and its answer
 * ignored even if it arrives anyway. `onError` hears the failures of the current request only.
 */
export function useLatestRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
  { slowAfterMs = SLOW_AFTER_MS, initial }: LatestRequestOptions<T> = {},
): LatestRequest<T> {
  const [state, setState] = useState<RequestState<T>>(() => (initial === undefined ? loadingState(key) : loadedState(key, initial)));
  // The key the initial data stands for: until something else is asked, it has nothing to ask.
  const initialKey = useRef(initial === undefined ? null : key);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ load, onError });
  useEffect(() => {
    latest.current = { load, onError };
  });

  useEffect(() => {
    if (key === null || (key === initialKey.current && attempt === 0)) return undefined;
    initialKey.current = null;
    return startRequest(key, (signal) => latest.current.load(signal), setState, { slowAfterMs, onError: (error) => latest.current.onError?.(error) });
  }, [key, attempt, slowAfterMs]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Between a key change and its effect, the request of the new key is as good as started.
  const status: RequestStatus = state.key === key ? state.status : 'loading';
  const slow = status === 'loading' && state.key === key && state.slow;
  return { status, data: state.data, dataKey: state.dataKey, error: status === 'error' ? state.error : null, slow, retry };
}
