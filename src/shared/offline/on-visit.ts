import { loggedUserId } from '../page/logged-in';
import { whenShown } from '../page/shown';

/**
 * On every page, from the public entry: where a service worker controls the page (the visitor
 * saved a recipe once), visit.ts comes to tell it who is here, once the page is shown (a page
 * prerendered ahead of a tap is no visit until then). Anywhere else, these few bytes are all: no
 * worker, no download.
 */
export function noteOfflineVisit(): void {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null)
    whenShown()
      .then(() => import('./visit'))
      .then(({ noteVisit }) => noteVisit(loggedUserId()))
      .catch(() => undefined);
}
