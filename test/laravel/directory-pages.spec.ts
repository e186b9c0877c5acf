import { expect, test } from '../browser/fixtures';
import { directoryTexts } from '../../src/widgets/distributor-list/texts';
import { query } from './database';

/**
 * The directory lists the same distributors, in the same order, with and without JavaScript, on
 * every page of its address (docs/hosting.md, "Listings in the address"): the seed's
 * 'Distribuidora 1'…'Distribuidora 45' put the order of numbers to the test ('Distribuidora 2'
 * before 'Distribuidora 10', which a byte-wise sort gets wrong), and a province spelt two ways
 * its grouping. Accents and case: test/laravel/component/directory-pages.test.ts and the shared
 * fixtures.
 */
const PER_PAGE = 20;
/** The seed's 45 distributors: three pages. */
const PAGES = 3;
const ADDRESSES = [
  ...Array.from({ length: PAGES }, (_, index) => (index === 0 ? '' : `?pagina=${index + 1}`)),
  `?provincia=${encodeURIComponent('Córdoba')}`,
  '?buscar=distribuidora&pagina=2',
];

test('the seed has the pages the addresses name', () => {
  expect(Math.ceil(Number(query('select count(*) as n from distributors')[0]?.n) / PER_PAGE)).toBe(PAGES);
});

for (const address of ADDRESSES) {
  test(`/distribuidores${address}: the same names, in the same order, with and without JavaScript`, async ({ page, browser, baseURL }) => {
    await page.goto(`/distribuidores${address}`);
    const names = page.locator('#distribuidores .sw-distributors__name');
    await expect(names.first()).toBeVisible();
    const withScripts = await names.allTextContents();

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-AR' });
    try {
      const plain = await context.newPage();
      await plain.goto(`/distribuidores${address}`);
      await expect(plain.locator('#distribuidores .sw-fallback__cards a')).toHaveText(withScripts);
    } finally {
      await context.close();
    }
    expect(withScripts.length).toBeGreaterThan(0);
  });
}

/**
 * The page's largest text, the directory's subtitle, is printed by the server (the fallback's
 * first lines, as the widget prints them), so it is painted with the page rather than when the
 * widget has rendered (Lighthouse's largest paint, docs/benchmark.md): the widget's title and
 * subtitle say the same words with the same tags in the same boxes and colours, so taking their
 * place moves, enlarges and repaints nothing a visitor would see.
 */
test('/distribuidores: the title and subtitle the server prints are the widget’s, word for word and box for box', async ({ page, browser, baseURL }) => {
  const lines = '#distribuidores .sw-distributors__title, #distribuidores .sw-distributors__subtitle';
  const read = (target: typeof page) =>
    target.locator(lines).evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const { color, fontSize } = getComputedStyle(element);
        return { tag: element.tagName, text: element.textContent, top: box.top, width: box.width, height: box.height, color, fontSize };
      }),
    );
  await page.goto('/distribuidores');
  await expect(page.locator('#distribuidores .sw-distributors__name').first()).toBeVisible();
  const mounted = await read(page);

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-AR', viewport: page.viewportSize() });
  try {
    const plain = await context.newPage();
    await plain.goto('/distribuidores');
    expect(await read(plain)).toEqual(mounted);
  } finally {
    await context.close();
  }
  // The widget's words, at its default heading level: the fallback follows them when they change.
  expect(mounted.map(({ tag, text }) => [tag, text])).toEqual([
    ['H2', directoryTexts.title],
    ['P', directoryTexts.subtitle],
  ]);
});
