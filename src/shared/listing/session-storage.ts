import type * as v from 'valibot';
import { read } from '../../base/schema/read';

/**
 * sessionStorage that never throws (it does in some private modes and sandboxed
 * iframes) and checks what it reads back against a schema: a stale or foreign entry
 * reads as absent. It is not reported: an entry written by an older version of the
 * bundle is expected after a deploy, and only costs the visitor a restored page.
 */
export function readSession<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    const result = read(schema, JSON.parse(raw));
    return result.ok && result.skipped.length === 0 ? result.value : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: restoring state is a convenience, not a requirement.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
