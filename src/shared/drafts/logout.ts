import { clearDrafts, removeDrafts } from './clear';

/**
 * Host elements that log out carry `data-logout` (docs/hosting.md, section 9): submitting
 * such a form, or clicking such a link or button, clears every editor draft, so the next
 * person on this browser is never offered the last one's unsaved work; and every recipe's
 * kept servings and check-offs (`recipe-tools`), so the next person starts from the printed
 * recipe; and the shopping list. An attribute rather than an inline handler: a Content-Security-Policy blocks those,
 * and public pages have no editor code to call.
 */
const FORM = 'form[data-logout]';
const CONTROL = 'a[data-logout],button[data-logout]';

/**
 * `recipe-tools`' entries: src/shared/recipe/storage.ts's prefix, spelled out here so that the
 * public entry, which every page loads, shares no module with the widget (a shared module
 * would be a file of its own on every page). test/unit/shared/logout.test.ts seeds keys made by
 * storage.ts, so the two cannot part.
 */
const RECIPE_PREFIX = 'site-widgets:recipe:';
/**
 * The shopping list (src/shared/shopping-list/list-storage.ts's `LIST_KEY`, spelled out for the same
 * reason): which recipes someone plans to cook is theirs, and the list goes at logout as the
 * recipes' entries go (docs/widgets/shopping-list.md, "Storage"). That key alone: `site-widgets:listing`
 * (the listings' state) starts with it too.
 */
const LIST_KEY = 'site-widgets:list';

/**
 * The recipes saved for offline (src/shared/offline/names.ts's prefix, spelled out for the same
 * reason): their caches go too, so a logged-in page is never left for the next person. Begun
 * before the browser leaves the page (a few milliseconds, while the logout's request is on its
 * way); a copy a navigation cut short is still never shown to anyone else: the service worker
 * answers the next page's person only, and another person's login removes it
 * (src/shared/offline/visit.ts).
 */
const OFFLINE_PREFIX = 'site-widgets:offline:';

function removeSavedCopies(): void {
  // Each deletion on its own: none waits for another, and nothing here is awaited by the logout.
  if ('caches' in window)
    caches
      .keys()
      .then((names) => names.forEach((name) => name.startsWith(OFFLINE_PREFIX) && void caches.delete(name)))
      .catch(() => undefined);
}

function onLogout(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest(event.type === 'submit' ? FORM : CONTROL) !== null) {
    clearDrafts();
    removeDrafts(undefined, RECIPE_PREFIX);
    removeDrafts((key) => key === LIST_KEY, LIST_KEY);
    removeSavedCopies();
  }
}

/**
 * Two document-level listeners, in the capture phase: a host handler that stops the event
 * still logs out. The entry installs them once per page.
 */
export function installLogoutClearsDrafts(): void {
  document.addEventListener('submit', onLogout, true);
  document.addEventListener('click', onLogout, true);
}
