import { bundleFolder, linkedStyles, loadedCode, pageAddress, pictureAddresses, placedWidgets, widgetFiles } from '../../../src/shared/offline/collect';
import { deleteCopy, hasCopy, storeCopy } from '../../../src/shared/offline/copy-cache';
import { installFakeCaches } from './fake-caches';

/** What a saved copy holds (src/shared/offline/collect.ts) and how it is stored (copy-cache.ts). */
const ORIGIN = 'http://localhost';
const caches = installFakeCaches();

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

test('the page without its fragment; its pictures as shown (this site only, posters too), stylesheets, and placed widgets', () => {
  expect(pageAddress('http://localhost/post/1?x=1#receta')).toBe('http://localhost/post/1?x=1');
  document.head.innerHTML =
    '<link rel="stylesheet" href="/css/site.css"><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="icon" href="/favicon.ico">';
  document.body.innerHTML = `
    <img src="/storage/posts/pan.webp" alt="">
    <img src="/storage/posts/pan.webp" alt="">
    <img src="https://otro.example/foto.jpg" alt="">
    <img alt="">
    <video poster="/storage/posts/poster.jpg"></video>
    <div data-widget-name="recipe-tools"></div><div data-widget-name="save-recipe"></div><div data-widget-name="recipe-tools"></div>`;
  expect(pictureAddresses(document, ORIGIN)).toEqual([`${ORIGIN}/storage/posts/pan.webp`, `${ORIGIN}/storage/posts/poster.jpg`]);
  expect(linkedStyles(document, ORIGIN)).toEqual([`${ORIGIN}/css/site.css`]);
  expect(placedWidgets(document)).toEqual(['recipe-tools', 'save-recipe']);
});

test("the code the page ran, this site's scripts and stylesheets only; the build's folder from a chunk; a widget's files under it", () => {
  const code = loadedCode(
    [
      { name: `${ORIGIN}/build/widgets/public-abc.js` },
      { name: `${ORIGIN}/build/widgets/chunks/mount-def.js` },
      { name: `${ORIGIN}/build/widgets/recipe-ghi.css` },
      { name: `${ORIGIN}/api/distributors` },
      { name: `${ORIGIN}/storage/posts/pan.webp` },
      { name: `${ORIGIN}/sw.js` },
      { name: 'https://cdn.example/lib.js' },
    ],
    ORIGIN,
  );
  expect(code).toEqual([`${ORIGIN}/build/widgets/public-abc.js`, `${ORIGIN}/build/widgets/chunks/mount-def.js`, `${ORIGIN}/build/widgets/recipe-ghi.css`]);
  const folder = bundleFolder(code);
  expect(folder).toBe(`${ORIGIN}/build/widgets/`);
  expect(bundleFolder([`${ORIGIN}/build/widgets/public-abc.js`])).toBeNull();
  const manifest = { widgets: { 'recipe-tools': ['chunks/recipe-tools-1.js', 'chunks/CookTimers-2.js'], 'saved-recipes': ['chunks/saved-recipes-3.js'] } };
  expect(widgetFiles(manifest, ['recipe-tools', 'unknown', 'saved-recipes'], folder ?? '')).toEqual([
    `${ORIGIN}/build/widgets/chunks/recipe-tools-1.js`,
    `${ORIGIN}/build/widgets/chunks/CookTimers-2.js`,
    `${ORIGIN}/build/widgets/chunks/saved-recipes-3.js`,
  ]);
});

function answering(files: Record<string, string | number>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN).pathname;
    const answer = files[url];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(answer, { headers: { 'Content-Type': 'text/plain' } });
  });
}

test('a copy holds the page and every file that arrived; a file that did not is left out; its bytes are counted; saved again, it is replaced', async () => {
  answering({ '/post/1': '<h1>Pan</h1>', '/build/widgets/public.js': 'js!', '/storage/pan.webp': '12345', '/gone.js': 404 });
  const bytes = await storeCopy('copy', `${ORIGIN}/post/1`, [
    `${ORIGIN}/build/widgets/public.js`,
    `${ORIGIN}/storage/pan.webp`,
    `${ORIGIN}/gone.js`,
    `${ORIGIN}/offline.js`,
  ]);
  expect(bytes).toBe('<h1>Pan</h1>'.length + 3 + 5);
  expect(caches().urls()).toEqual({ copy: ['/post/1', '/build/widgets/public.js', '/storage/pan.webp'] });
  expect(await (await caches().match('/post/1'))?.text()).toBe('<h1>Pan</h1>');

  await storeCopy('copy', `${ORIGIN}/post/1`, []);
  expect(caches().urls()).toEqual({ copy: ['/post/1'] });
  expect(await hasCopy('copy')).toBe(true);
  await deleteCopy('copy');
  expect(await hasCopy('copy')).toBe(false);
});

test('a page that does not arrive saves nothing and keeps the earlier copy', async () => {
  answering({ '/post/1': '<h1>Pan</h1>' });
  await storeCopy('copy', `${ORIGIN}/post/1`, []);
  answering({ '/post/1': 500 });
  await expect(storeCopy('copy', `${ORIGIN}/post/1`, [])).rejects.toThrow('the page answered 500');
  expect(await (await caches().match('/post/1'))?.text()).toBe('<h1>Pan</h1>');
});
