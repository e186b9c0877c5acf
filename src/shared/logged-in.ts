/**
 * Whether the page globals name a logged user, without the schema library: the
 * protected-content listener runs on every page and must decide within the click, and
 * the full globals schema (globals.ts) would multiply the entry's size. It accepts
 * exactly the user ids the schema accepts (a test holds the two together).
 */
export function hasLoggedUser(settings: unknown = typeof window === 'undefined' ? undefined : window.SiteWidgets): boolean {
  if (typeof settings !== 'object' || settings === null || !('user' in settings)) return false;
  const user: unknown = settings.user;
  if (typeof user !== 'object' || user === null || !('id' in user)) return false;
  const id: unknown = user.id;
  return typeof id === 'number' ? Number.isSafeInteger(id) : typeof id === 'string' && /^\d+$/.test(id.trim()) && Number.isSafeInteger(Number(id));
}
