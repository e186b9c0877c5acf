import type * as v from 'valibot';
import { read } from '../../base/schema/read';
import type { SessionStorageLike } from './environment';

/**
 * sessionStorage that never throws (it does in some private modes and sandboxed
 * iframes) and checks what it reads back against a schema: a stale or foreign entry
 * reads as absent. It is not reported: an entry written by an older version of the
 * bundle is expected after a deploy, and only costs the visitor a restored page.
 * `storage` is the listing's environment's (`environment.ts`), reached inside the `try`.
 */
export function readSession<S extends v.GenericSchema>(storage: () => SessionStorageLike, key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = storage().getItem(key);
    if (raw === null) return null;
    const result = read(schema, JSON.parse(raw));
    return result.ok && result.skipped.length === 0 ? result.value : null;
  } catch {
    return null;
  }
}

export function writeSession(storage: () => SessionStorageLike, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: restoring state is a convenience, not a requirement.
  }
}

export function removeSession(storage: () => SessionStorageLike, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // As above.
  }
}
