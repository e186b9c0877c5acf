import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestStatus = 'loading' | 'loaded' | 'error';

export interface LatestRequest<T> {
  status: RequestStatus;
  /** The last data that loaded, possibly for an earlier key (to keep tabs while a page loads). */
  data: T | null;
  error: unknown;
  /** Loads the current key again (after an error). */
  retry: () => void;
}

interface Internal<T> {
  key: string | null;
  status: RequestStatus;
  data: T | null;
  error: unknown;
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
): LatestRequest<T> {
  const [state, setState] = useState<Internal<T>>({ key, status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  const latest = useRef(0);

  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (key === null) return undefined;
    latest.current += 1;
    const id = latest.current;
    const controller = new AbortController();
    const current = () => id === latest.current && !controller.signal.aborted;
    setState((previous) => (previous.key === key && previous.status === 'loading' ? previous : { ...previous, key, status: 'loading', error: null }));
    let promise: Promise<T>;
    try {
      promise = loadRef.current(controller.signal);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (data) => {
        if (current()) setState({ key, status: 'loaded', data, error: null });
      },
      (error: unknown) => {
        if (!current()) return;
        onErrorRef.current?.(error);
        setState((previous) => ({ ...previous, key, status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Between a key change and its effect, the request of the new key is as good as started.
  const status: RequestStatus = state.key === key ? state.status : 'loading';
  return { status, data: state.data, error: status === 'error' ? state.error : null, retry };
}
