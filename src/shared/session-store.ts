import { check, type Guard } from './guards';

/**
 * sessionStorage that never throws (it does in some private modes and sandboxed
 * iframes) and checks what it reads back: a stale or foreign entry reads as absent.
 */
export function readSession<T>(key: string, guard: Guard<T>): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    const checked = check(guard, JSON.parse(raw));
    return checked.ok ? checked.value : null;
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
