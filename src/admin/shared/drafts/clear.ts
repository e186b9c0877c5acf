import { DRAFT_PREFIX, DRAFTS_CLEARED_EVENT } from './key';
import { keysWithPrefix, localStore } from './storage';

/**
 * Removes every editor draft of this origin (for a host's logout) and tells the editors
 * on the page to drop what they were about to write, so leaving the page does not write
 * one back. Never throws; returns how many drafts were removed.
 */
export function clearDrafts(): number {
  let removed = 0;
  const store = localStore();
  try {
    if (store !== null) {
      const keys = keysWithPrefix(store, DRAFT_PREFIX);
      for (const key of keys) store.removeItem(key);
      removed = keys.length;
    }
  } catch {
    // Storage refused: nothing was stored.
  }
  window.dispatchEvent(new Event(DRAFTS_CLEARED_EVENT));
  return removed;
}

/**
 * Makes `clearDrafts` a page global, `window.SiteWidgets.clearDrafts()`, beside the
 * host's own settings (the admin entry does it: public pages carry none of this).
 */
export function installClearDrafts(): void {
  const settings = window.SiteWidgets;
  if (settings === undefined || settings === null) window.SiteWidgets = { clearDrafts };
  // A malformed value is the host's to fix (the globals report it): it is left as it is.
  else if (typeof settings === 'object') settings.clearDrafts = clearDrafts;
}
