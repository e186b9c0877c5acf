// settings.ts's GLOBALS_ELEMENT_ID (a test holds the two together): importing it would give the
// entry and the widgets' code a file of 30 bytes to share.
const ELEMENT_ID = 'site-widgets-globals';

/** The logged user as the page gives it: `window.SiteWidgets.user`, else the JSON element's. */
function givenUser(): unknown {
  const own: unknown = typeof window === 'undefined' ? undefined : window.SiteWidgets;
  if (typeof own === 'object' && own !== null && !Array.isArray(own) && 'user' in own) return own.user;
  try {
    const printed: unknown = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? 'null');
    return typeof printed === 'object' && printed !== null && !Array.isArray(printed) && 'user' in printed ? printed.user : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the page globals name a logged user, without the schema library or the globals'
 * reader: the protected-content listener runs on every page and must decide within the
 * click, and either would add a file to every page. It reads the sources as `settings.ts`
 * merges them and accepts exactly the user ids the globals' schema accepts (`schema/laravel.ts`'s
 * `id`); a test holds the two together.
 */
export function hasLoggedUser(user: unknown = givenUser()): boolean {
  if (typeof user !== 'object' || user === null || Array.isArray(user) || !('id' in user)) return false;
  const id: unknown = user.id;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0;
  return typeof id === 'string' && /^\s*[0-9]+\s*$/.test(id) && Number.isSafeInteger(Number(id));
}
