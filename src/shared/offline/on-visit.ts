import { loggedUserId } from '../page/logged-in';

/**
 * On every page, from the public entry: where a service worker controls the page (the visitor
 * saved a recipe once), visit.ts comes to tell it who is here. Anywhere else, these few bytes
 * are all: no worker, no download.
 */
export function noteOfflineVisit(): void {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null)
    import('./visit').then(({ noteVisit }) => noteVisit(loggedUserId())).catch(() => undefined);
}
