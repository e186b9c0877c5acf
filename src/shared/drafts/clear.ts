/**
 * Where editor drafts live in localStorage. The prefix is a host contract
 * (docs/widgets/editors.md, "Drafts"): hosts clear every draft by removing the keys that
 * start with it. Here, apart from the editors, because every page clears drafts at logout
 * (`logout.ts`) and the public entry must not carry editor code.
 */
export const DRAFT_PREFIX = 'site-widgets:draft:';
/** Fired on `window` once every draft is cleared, so editors on the page drop what they were about to write. */
export const DRAFTS_CLEARED_EVENT = 'site-widgets:drafts-cleared';

/**
 * Removes the drafts (or, given another prefix, those entries) whose key `drop` picks (all of
 * them by default) and returns how many went. Never throws: where the browser refuses
 * storage, nothing was stored.
 */
export function removeDrafts(drop: (key: string) => boolean = () => true, prefix = DRAFT_PREFIX): number {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(prefix) && drop(key));
    for (const key of keys) localStorage.removeItem(key);
    return keys.length;
  } catch {
    return 0;
  }
}

/** Removes every draft of this origin and tells the editors on the page; returns how many went. */
export function clearDrafts(): number {
  const removed = removeDrafts();
  window.dispatchEvent(new Event(DRAFTS_CLEARED_EVENT));
  return removed;
}
