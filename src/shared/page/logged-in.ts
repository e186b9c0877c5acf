import { pageSettings } from './settings';

/**
 * Whether the page globals name a logged user, without the schema library: the
 * protected-content listener runs on every page and must decide within the click, and
 * valibot would multiply the entry's size. It accepts exactly the user ids the globals'
 * schema accepts (`schema/laravel.ts`'s `id`; a test holds the two together).
 */
export function hasLoggedUser(settings: unknown = pageSettings().settings): boolean {
  if (typeof settings !== 'object' || settings === null || !('user' in settings)) return false;
  const user: unknown = settings.user;
  if (typeof user !== 'object' || user === null || Array.isArray(user) || !('id' in user)) return false;
  const id: unknown = user.id;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0;
  return typeof id === 'string' && /^\s*[0-9]+\s*$/.test(id) && Number.isSafeInteger(Number(id));
}
