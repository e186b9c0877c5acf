import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from '../../../src/runtime';
import { recipeCache } from '../../../src/shared/offline/names';
import { addSaved, readSaved } from '../../../src/shared/offline/saved-index';
import { publicWidgets } from '../../../src/widgets/registry';
import { installFakeCaches } from '../offline/fake-caches';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { place } from './post-grid-helpers';

/**
 * 'Guardar receta' (save-recipe) and 'Mis recetas' (saved-recipes), mounted by the runtime in
 * jsdom with an in-memory Cache Storage and a service worker container that registers.
 */
setUpRuntimeEnvironment();
const caches = installFakeCaches();
const register = jest.fn<Promise<unknown>, [unknown, unknown]>();

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  register.mockReset().mockResolvedValue({});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller: null } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  // What the page downloaded (jsdom keeps no timeline): the entry and a chunk, under the build's folder.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ name: 'http://localhost/build/widgets/public-a.js' }, { name: 'http://localhost/build/widgets/chunks/mount-b.js' }],
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/').pathname;
    if (path === '/build/widgets/offline.json') return Response.json({ widgets: OFFLINE_MANIFEST });
    return new Response(path === '/' ? '<h1>Pan dulce</h1>' : `file ${path}`);
  });
});

/** The build's offline.json, as far as these pages use it. */
const OFFLINE_MANIFEST = {
  'save-recipe': ['chunks/save-recipe-c.js', 'chunks/save-d.js'],
  'saved-recipes': ['chunks/saved-recipes-e.js'],
  'recipe-tools': ['chunks/CookTimers-f.js'],
};

afterEach(async () => {
  await clearPage();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const saved = (postId: number, title: string, bytes: number) => ({
  postId,
  title,
  url: `http://localhost/post/${postId}`,
  picture: null,
  savedAt: '2026-11-29T13:00:00.000Z',
  bytes,
});

test("'Guardar receta' keeps the page, registers the worker at the root, lists it; 'Quitar' deletes it; the focus follows each time", async () => {
  const user = userEvent.setup();
  document.body.innerHTML = '<article><h1>Pan dulce</h1><img src="/storage/pan.webp" alt=""></article>';
  place({ 'data-widget-name': 'save-recipe', 'data-post-id': '1', 'data-post-name': 'Pan dulce' });
  const save = await screen.findByRole('button', { name: 'Guardar receta' });
  await user.click(save);
  const remove = await screen.findByRole('button', { name: 'Quitar la receta guardada' });
  await waitFor(() => expect(remove).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent('Guardaste la receta: la podés abrir sin conexión desde Mis recetas.');
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  // The page, what it ran, every file of its widgets and of 'Mis recetas' (its list page's code), its picture.
  expect(caches().urls()[recipeCache(null, 1)]).toEqual([
    '/',
    '/build/widgets/public-a.js',
    '/build/widgets/chunks/mount-b.js',
    '/build/widgets/chunks/save-recipe-c.js',
    '/build/widgets/chunks/save-d.js',
    '/build/widgets/chunks/saved-recipes-e.js',
    '/storage/pan.webp',
  ]);
  expect(readSaved('guest')).toEqual([
    expect.objectContaining({ postId: 1, title: 'Pan dulce', url: 'http://localhost/', picture: 'http://localhost/storage/pan.webp' }),
  ]);

  await user.click(remove);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar receta' })).toHaveFocus());
  expect(await caches().has(recipeCache(null, 1))).toBe(false);
  expect(readSaved('guest')).toEqual([]);
});

test("a save that fails says so and keeps nothing; the widget's host is told", async () => {
  const user = userEvent.setup();
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
  const element = place({ 'data-widget-name': 'save-recipe', 'data-post-id': '2', 'data-post-name': 'Pan' });
  const errors: unknown[] = [];
  element.addEventListener('site-widgets:error', (event) => errors.push(event));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(await screen.findByRole('button', { name: 'Guardar receta' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No pudimos guardar la receta. Probá de nuevo con conexión.'));
  expect(readSaved('guest')).toEqual([]);
  expect(await caches().keys()).not.toContain(recipeCache(null, 2));
  expect(errors).toHaveLength(1);
});

test('nothing where the browser cannot keep pages (no service worker: plain HTTP)', async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  const element = place({ 'data-widget-name': 'save-recipe', 'data-post-id': '1', 'data-post-name': 'Pan' });
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  expect(within(element).queryByRole('button')).toBeNull();
});

test("'Mis recetas' lists each saved recipe (link, day, size); 'Quitar' frees it, says how much, and moves the focus on; then the empty line", async () => {
  const user = userEvent.setup();
  for (const [postId, title, bytes] of [
    [1, 'Pan dulce', 850 * 1024],
    [2, 'Medialunas', 1.25 * 1024 * 1024],
  ] as const) {
    addSaved('guest', saved(postId, title, bytes));
    await (await caches().open(recipeCache(null, postId))).put(`/post/${postId}`, new Response('x'));
  }
  // A row whose copy the browser deleted is not offered.
  addSaved('guest', saved(3, 'Sin copia', 10));
  place({ 'data-widget-name': 'saved-recipes' });
  const list = await screen.findByRole('list', { name: 'Recetas guardadas' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(list).getByRole('link', { name: 'Medialunas' })).toHaveAttribute('href', 'http://localhost/post/2');
  expect(within(list).getByText('Guardada el 29 de noviembre de 2026 · 1,3 MB')).toBeInTheDocument();
  expect(within(list).getByText('Guardada el 29 de noviembre de 2026 · 850 KB')).toBeInTheDocument();

  await user.click(within(list).getByRole('button', { name: 'Quitar Medialunas' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Quitar Pan dulce' })).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent('Quitaste Medialunas: liberaste 1,3 MB.');
  expect(await caches().has(recipeCache(null, 2))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Quitar Pan dulce' }));
  const empty = await screen.findByText(/^Todavía no guardaste recetas\./);
  await waitFor(() => expect(empty).toHaveFocus());
  expect(readSaved('guest')).toEqual([]);
});

test("each person sees only their own: person 5's list is not the guest's", async () => {
  addSaved('guest', saved(1, 'Pan dulce', 1000));
  await (await caches().open(recipeCache(null, 1))).put('/post/1', new Response('x'));
  document.head.innerHTML = '<script type="application/json" id="site-widgets-globals">{"user":{"id":5}}</script>';
  place({ 'data-widget-name': 'saved-recipes' });
  expect(await screen.findByText(/^Todavía no guardaste recetas\./)).toBeInTheDocument();
  document.head.innerHTML = '';
});
