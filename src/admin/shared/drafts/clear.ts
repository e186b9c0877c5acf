import { clearDrafts } from '../../../shared/drafts/clear';

/**
 * Makes `clearDrafts` a page global, `window.SiteWidgets.clearDrafts()`, beside the
 * host's own settings (the admin entry does it). It removes every editor draft of this
 * origin, tells the editors on the page, and returns how many drafts went: the same
 * removal as a `data-logout` form or link on any page (`src/shared/drafts/logout.ts`).
 */
export function installClearDrafts(): void {
  const settings = window.SiteWidgets;
  if (settings === undefined || settings === null) window.SiteWidgets = { clearDrafts };
  // A malformed value is the host's to fix (the globals report it): it is left as it is.
  else if (typeof settings === 'object') settings.clearDrafts = clearDrafts;
}
