/**
 * The service worker (dist/sw.js), served by the host at the site's root (docs/hosting.md, "The
 * service worker"). It stores nothing itself: the page writes the copies the visitor saves
 * (src/shared/offline/). It answers with them only when the network fails, and only the person's
 * whose copies they are; the admin, the API, the login and logout and every non-GET request it
 * never touches (src/shared/offline/routing.ts).
 *
 * The DOM's types describe the page, not a worker: the few worker events used are typed here
 * (the WebWorker library cannot sit beside the DOM's in one program).
 */
import { copiesPrefix, OFFLINE_FORMAT, OFFLINE_PREFIX, WHO_CACHE, WHO_KEY } from '../shared/offline/names';
import { offlineRoute } from '../shared/offline/routing';

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

// A new build's worker takes over at once: it keeps no code of its own, and a saved copy holds
// the very files its page names (content-hashed), so no page is left between two versions.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

/** Copies of another format than this worker's are unreadable to it: they go when it takes over. */
async function dropOtherFormats(): Promise<void> {
  const current = `${OFFLINE_PREFIX}${OFFLINE_FORMAT}:`;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(OFFLINE_PREFIX) && name !== WHO_CACHE && !name.startsWith(current)).map((name) => caches.delete(name)),
  );
}

worker.addEventListener('activate', (event) => event.waitUntil(Promise.all([worker.clients.claim(), dropOtherFormats()])));

/** Whose copies may answer: the person the last page said (src/shared/offline/visit.ts), a visitor without an account by default. */
async function currentPerson(): Promise<string> {
  const said = await caches.match(WHO_KEY, { cacheName: WHO_CACHE });
  return said === undefined ? 'guest' : (await said.text()).trim() || 'guest';
}

/**
 * The person's caches, looked up again at each navigation and reused by the files that page asks
 * for: a saved page opening offline asks for some thirty files, each answered without a new look.
 */
let personCaches: Promise<string[]> | null = null;

function cachesOfPerson(fresh: boolean): Promise<string[]> {
  if (fresh || personCaches === null)
    personCaches = currentPerson().then(async (person) => (await caches.keys()).filter((name) => name.startsWith(copiesPrefix(person))));
  return personCaches;
}

/** The person's saved answer to the request, if any of their copies holds one. */
async function savedAnswer(request: Request, fresh: boolean): Promise<Response | undefined> {
  for (const name of await cachesOfPerson(fresh)) {
    const answer = await caches.match(request, { cacheName: name, ignoreVary: true });
    if (answer !== undefined) return answer;
  }
  return undefined;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = offlineRoute(request, worker.location.origin);
  if (route === null) return;
  // The network first, always: online, the visitor sees today's page and nothing is stored.
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      const saved = await savedAnswer(request, route === 'page');
      if (saved === undefined) throw error;
      return saved;
    }),
  );
});
