import { installLogoutClearsDrafts } from '../../../src/shared/drafts/logout';
import { listCache, recipeCache, WHO_CACHE, WHO_KEY } from '../../../src/shared/offline/names';
import { noteVisit } from '../../../src/shared/offline/visit';
import { installFakeCaches } from './fake-caches';

/**
 * A logged-in page is never left for another person: logout deletes every copy (drafts/logout.ts,
 * which spells the prefix out), and a page where someone else is logged in deletes the copies of
 * everyone but that person and the guest (offline/visit.ts, likewise), and tells the service
 * worker whose copies it may answer with.
 */
const caches = installFakeCaches();

async function seed(...names: string[]): Promise<void> {
  for (const name of names) await (await caches().open(name)).put('/post/1', new Response('<h1>Pan</h1>'));
  await (await caches().open('another-app')).put('/x', new Response('kept'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("logging out deletes every saved copy, the guest's and the list's included; other caches stay", async () => {
  installLogoutClearsDrafts();
  await seed(recipeCache(5, 1), listCache(5), recipeCache(null, 2), WHO_CACHE);
  document.body.innerHTML = '<form method="post" action="/logout" data-logout><button type="submit">Cerrar sesión</button></form>';
  const form = document.querySelector('form');
  form?.addEventListener('submit', (event) => event.preventDefault());
  form?.requestSubmit();
  await settle();
  expect(await caches().keys()).toEqual(['another-app']);
});

test("a page with person 5 logged in: person 7's copies go, 5's and the guest's stay; the worker is told it is u5", async () => {
  await seed(recipeCache(5, 1), recipeCache(7, 1), listCache(7), recipeCache(null, 2));
  await noteVisit(5);
  expect((await caches().keys()).sort()).toEqual(['another-app', recipeCache(null, 2), recipeCache(5, 1), WHO_CACHE].sort());
  expect(await (await caches().match(WHO_KEY, { cacheName: WHO_CACHE }))?.text()).toBe('u5');
});

test("a guest's page deletes nothing (a person whose session expired finds their copies again at login) and tells the worker 'guest'", async () => {
  await seed(recipeCache(5, 1), recipeCache(null, 2));
  await noteVisit(null);
  expect(await caches().has(recipeCache(5, 1))).toBe(true);
  expect(await (await caches().match(WHO_KEY, { cacheName: WHO_CACHE }))?.text()).toBe('guest');
});
