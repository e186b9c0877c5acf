/**
 * The page's localStorage, or null where the browser refuses it (blocked cookies,
 * sandboxed frames): merely reading `window.localStorage` throws there.
 */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
