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

/** Every key of the store that starts with `prefix` (a copy: removing while iterating skips keys). */
export function keysWithPrefix(store: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
