// settings.ts's GLOBALS_ELEMENT_ID (a test holds the two together): importing it would give the
// entry and the widgets' code a file to share on every page.
const ELEMENT_ID = 'site-widgets-globals';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The logged user as `settings.ts` merges the sources: `window.SiteWidgets.user`, else the JSON element's. */
function givenUser(): unknown {
  let settings: unknown = window.SiteWidgets;
  if (!isPlainObject(settings) || !('user' in settings)) {
    try {
      settings = JSON.parse(document.getElementById(ELEMENT_ID)?.textContent ?? '0');
    } catch {
      return undefined;
    }
  }
  return isPlainObject(settings) ? settings.user : undefined;
}

/**
 * Whether the page globals name a logged user, without the schema library or the globals'
 * reader: the protected-content listener runs on every page and must decide within the
 * click, and either would add a file to every page. It accepts exactly the user ids the
 * globals' schema accepts (`schema/laravel.ts`'s `id`); a test holds the two together.
 */
export function hasLoggedUser(user: unknown = givenUser()): boolean {
  if (!isPlainObject(user)) return false;
  const id = user.id;
  return typeof id === 'number' ? Number.isSafeInteger(id) && id >= 0 : typeof id === 'string' && /^\s*\d+\s*$/.test(id) && Number.isSafeInteger(Number(id));
}
