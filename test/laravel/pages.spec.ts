import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, requestedPaths, test } from '../browser/fixtures';
import { query } from './database';
import { logIn } from './session';

/** Every placeholder the page has (and that is not waiting to be scrolled to) mounts. */
async function expectMounted(page: Page): Promise<void> {
  for (const placeholder of await page.locator('[data-widget-name]:not([data-widget-load])').all()) {
    await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
  }
}

const PUBLIC_PAGES = [
  '/',
  '/recetas',
  '/videos',
  '/post/1',
  '/productos',
  '/product/1',
  '/recetarios',
  '/recetarios/1',
  '/distribuidores',
  '/distribuidores/1',
  '/preguntas-frecuentes',
  '/mi-lista',
  '/landing/semana-del-pan',
  '/register_pdv/',
  '/login',
];
const ADMIN_PAGES = ['/admin', '/admin/posts/1/edit', '/admin/products/1/edit', '/admin/home/edit', '/admin/faq/edit'];

for (const path of PUBLIC_PAGES) {
  test(`${path}: widgets mounted, no console error, no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expectMounted(page);
    await expectNoAxeViolations(page);
  });
}

for (const path of ADMIN_PAGES) {
  test(`${path} (logged in): editors mounted, no console error, no axe violation`, async ({ page }) => {
    await logIn(page);
    await page.goto(path);
    await expectMounted(page);
    await expectNoAxeViolations(page);
  });
}

test('the layout preloads what the widgets placed with <x-site-widget> need: every named file exists, and the widget mounts from them', async ({ page }) => {
  const responses = new Map<string, number>();
  page.on('response', (response) => responses.set(new URL(response.url()).pathname, response.status()));
  // The videos page places its grid with the component (the recipes page writes the markup by hand).
  await page.goto('/videos');
  await expectMounted(page);
  const hrefs = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(hrefs.some((href) => /\/chunks\/post-grid-[a-z0-9]+\.js$/.test(href))).toBe(true);
  expect(hrefs.some((href) => /\/chunks\/mount-[a-z0-9]+\.js$/.test(href))).toBe(true);
  expect(hrefs.some((href) => /\/chunks\/faq-editor-/.test(href))).toBe(false);
  for (const href of hrefs) expect([href, responses.get(href)]).toEqual([href, 200]);
});

test("the home page's videos carousel shows the first page its controller printed, without asking the API, and preloads the first image", async ({ page }) => {
  const asked = requestedPaths(page, '/api/posts/');
  await page.goto('/');
  const carousel = page.locator('[data-widget-name="post-carousel"]');
  await expect(carousel).toHaveAttribute('data-widget-state', 'mounted');
  const printed = JSON.parse((await page.locator('#videos-first-page').textContent()) ?? 'null') as {
    posts: { data: { name: string; image: string | null }[]; path: string };
  };
  expect(printed.posts.path).toMatch(/\/api\/posts\/videos$/);
  await expect(carousel.getByRole('article')).toHaveCount(printed.posts.data.length);
  await expect(carousel.getByRole('article').first()).toContainText(printed.posts.data[0]?.name ?? '');
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', printed.posts.data[0]?.image ?? '');
  // (The recipes grid further down asks for its own posts.)
  expect(asked.filter((path) => path.startsWith('/api/posts/videos'))).toEqual([]);
});

test('/productos shows the first page its controller printed, without asking /api/products, and preloads the first image', async ({ page }) => {
  const asked = requestedPaths(page, '/api/products');
  await page.goto('/productos');
  const grid = page.locator('#productos');
  await expect(grid).toHaveAttribute('data-widget-state', 'mounted');
  const printed = JSON.parse((await grid.getAttribute('data-first-page')) ?? 'null') as {
    posts: { data: { name: string; image: string | null }[]; path: string };
  };
  // The endpoint's own answer, its links the endpoint's.
  expect(printed.posts.path).toMatch(/\/api\/products$/);
  const names = query('select name from products order by id limit 12').map((product) => String(product.name));
  expect(printed.posts.data.map((product) => product.name)).toEqual(names);
  await expect(grid.getByRole('article').getByRole('heading')).toHaveText(names);
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', printed.posts.data[0]?.image ?? '');
  await expect(grid.getByRole('article').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  expect(asked).toEqual([]);
});

test.describe('an address the site does not have, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, expectedErrors: /status of 404 .*\/no-existe-esta-pagina$/ });

  test("404 in Spanish, no axe violation, and 'Volver al inicio' a 44 px target that leads home", async ({ page }) => {
    const answer = await page.goto('/no-existe-esta-pagina');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expectNoAxeViolations(page);
    const home = page.getByRole('link', { name: 'Volver al inicio' });
    const box = await home.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), home.click()]);
  });
});
