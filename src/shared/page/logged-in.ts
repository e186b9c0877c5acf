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
 * The logged user's id as the globals' schema reads it (`schema/laravel.ts`'s `id`: a whole
 * number, or its decimal digits), or null for nobody, without the schema library or the
 * globals' reader: the entry's listeners run on every page (the protected-content one within
 * a click), and either would add a file to every page. A test holds the two together.
 */
export function loggedUserId(user: unknown = givenUser()): number | null {
  if (!isPlainObject(user)) return null;
  const id = user.id;
  const number = typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : id;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}
