import * as v from 'valibot';
import { readSession, removeSession, writeSession } from '../../shared/listing/session-store';

/**
 * What following a 'Ver detalle' link remembers, so the back button brings the same
 * province, page and distributor (restored once, on the same path only).
 */
const savedDirectorySchema = v.looseObject({
  path: v.string(),
  /** The province as shown (null: all). */
  province: v.nullable(v.string()),
  page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  distributor: v.pipe(v.number(), v.safeInteger()),
});

export type SavedDirectory = v.InferOutput<typeof savedDirectorySchema>;

export function directoryStateKey(element: Element, stateKey: string | undefined): string {
  const name = stateKey ?? (element.id === '' ? 'directory' : element.id);
  return `site-widgets:distributor-list:${name}`;
}

export function saveDirectory(key: string, { province, page, distributor }: Pick<SavedDirectory, 'province' | 'page' | 'distributor'>): void {
  writeSession(key, { path: window.location.pathname, province, page, distributor } satisfies SavedDirectory);
}

/** The saved state for this path (then forgotten), or null. */
export function takeDirectory(key: string): SavedDirectory | null {
  const saved = readSession(key, savedDirectorySchema);
  if (saved === null || saved.path !== window.location.pathname) return null;
  removeSession(key);
  return saved;
}
