/**
 * The names the offline copies live under (docs/widgets/recipe.md, "Saving for offline"). Every
 * cache the feature writes starts with OFFLINE_PREFIX: the logout listener (drafts/logout.ts) and
 * the visit's sweep (visit.ts) spell it out, so the public entry shares no module with the
 * widgets; test/unit/shared/offline-names.test.ts holds them together.
 */
export const OFFLINE_PREFIX = 'site-widgets:offline:';

/**
 * The copies' format: a later build that stores them differently changes it, and its service
 * worker deletes the caches of every other format when it takes over.
 */
export const OFFLINE_FORMAT = 'v1';

/** The one entry that says whose copies the service worker may answer with. */
export const WHO_CACHE = `${OFFLINE_PREFIX}who`;
/** That entry's key: an address nothing ever requests. */
export const WHO_KEY = '/__site-widgets-offline-who';

/** Where the host serves the service worker: the site's root, so its scope covers every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Whose copies: a logged user's own, else the visitor's without an account. */
export function userKey(userId: number | null): string {
  return userId === null ? 'guest' : `u${userId}`;
}

/** What every cache of one person's copies starts with. */
export function copiesPrefix(key: string): string {
  return `${OFFLINE_PREFIX}${OFFLINE_FORMAT}:${key}:`;
}

/** One saved recipe's cache: its page, pictures and code; deleting it frees all of them. */
export function recipeCache(userId: number | null, postId: number): string {
  return `${copiesPrefix(userKey(userId))}post:${postId}`;
}

/** The 'Mis recetas' page's own copy, so the list opens without a signal too. */
export function listCache(userId: number | null): string {
  return `${copiesPrefix(userKey(userId))}list`;
}
