/*
 * Downloaded by the public entry only on a page a service worker controls: only for a visitor
 * who saved a recipe once. names.ts's names spelled out (a test holds them together), and the
 * person given by the entry (on-visit.ts), so this small file shares no module with the entry or
 * the widgets: a shared module would be a file of its own on every page.
 */
const PREFIX = 'site-widgets:offline:';
const WHO_CACHE = `${PREFIX}who`;
const WHO_KEY = '/__site-widgets-offline-who';

/**
 * Settles once the page is shown: a page prerendered ahead of a tap (Speculation Rules) is no
 * visit until then. src/shared/page/shown.ts's wait, spelled out here for the reason above.
 */
function shown(): Promise<void> {
  if (!(document as Document & { readonly prerendering?: boolean }).prerendering) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

/**
 * Tells the service worker whose copies it may answer with: this page's person. When a person
 * is logged in, everyone else's copies go (a copy of a logged-in page is never shown to
 * another person), as the editors' drafts do (drafts/other-users.ts); a guest's stay, they hold
 * no one's own page, but the worker answers a logged-in person with their own copies only.
 */
export async function noteVisit(id: number | null): Promise<void> {
  await shown();
  const who = id === null ? 'guest' : `u${id}`;
  await (await caches.open(WHO_CACHE)).put(WHO_KEY, new Response(who));
  if (id === null) return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PREFIX) && name !== WHO_CACHE && !name.includes(`:${who}:`) && !name.includes(':guest:'))
      .map((name) => caches.delete(name)),
  );
}
