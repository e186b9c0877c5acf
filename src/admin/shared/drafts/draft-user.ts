import { pageSettings } from '../../../shared/page/settings';

/*
 * The page globals' sources are read here through `settings.ts` alone, not `globals.ts`:
 * every editor opens its draft, and the globals' schema reader would join the validators
 * every public widget loads (1 KB more on a page with one FAQ item). The values are the same
 * (test/unit/admin/draft-user.test.ts holds them together).
 */

/** globals.ts's `GLOBALS_CHANGE_EVENT`: the host changed the page globals. */
export const GLOBALS_CHANGE = 'site-widgets:globals-change';

/** `readPageGlobals().userId`: an id is a whole number, or its decimal digits; null for nobody. */
function userId(): number | null {
  const user: unknown = pageSettings().settings.user;
  if (typeof user !== 'object' || user === null || Array.isArray(user) || !('id' in user)) return null;
  const id: unknown = user.id;
  const number = typeof id === 'string' && /^\s*[0-9]+\s*$/.test(id) ? Number(id) : id;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * Whose drafts these are: the page globals' user id (the JSON element's or
 * `window.SiteWidgets`'), or `guest` when they name nobody. Read at each use, so a draft is
 * written under the user of the moment when the host changes the globals.
 */
export function draftUser(): string {
  return String(userId() ?? 'guest');
}
