import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { logIn } from './session';

/*
 * 'Guardar receta' and 'Mis recetas' (docs/widgets/recipe.md, "Saving for offline"): a recipe
 * saved on a 390 px phone opens with the network gone, its tools work, the list shows it and
 * 'Quitar' frees its space; the admin and the API are never stored; logout clears the copies.
 */
const RECIPE = '/post/1';
const TITLE = 'Pan dulce de la casa';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Offline, the page's network-bound widgets (the share box's and where-to-buy's requests) fail as they would on a phone without signal.
test.use({ expectedErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error|net::ERR_FAILED|could not/i });

/** Headless Chromium may refuse a real screen lock: cook mode gets one that is always granted. */
async function grantWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const request = () => Promise.resolve({ released: false, type: 'screen', release: () => Promise.resolve() });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  });
}

/** Every address stored in the offline caches, by cache. */
async function storedCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('site-widgets:offline:')) continue;
      found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });
}

/** Waits until the service worker controls the page: from then on, a reload without a network is answered. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Each page notes on <html> when recipe-tools mounted (ms since its navigation started). */
async function recordToolsMount(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      for (const change of changes)
        if (change.target instanceof HTMLElement && change.target.dataset.widgetName === 'recipe-tools' && change.target.dataset.widgetState === 'mounted') {
          document.documentElement.dataset.toolsMountedAt = String(performance.now());
          observer.disconnect();
        }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  });
}

async function saveByTouch(page: Page): Promise<void> {
  await page.goto(RECIPE);
  await expect(page.locator('[data-widget-name="save-recipe"]')).toHaveAttribute('data-widget-state', 'mounted');
  await page.getByRole('button', { name: 'Guardar receta' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Guardaste la receta' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Quitar la receta guardada' })).toBeVisible();
  await controlled(page);
}

async function offline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('saved by touch, the recipe opens offline in under a second; servings, check-offs and a cook mode timer work; Mis recetas lists it and Quitar frees it', async ({
  page,
  context,
}) => {
  await grantWakeLock(page);
  await recordToolsMount(page);
  await saveByTouch(page);
  const copies = await storedCopies(page);
  const recipeCopy = copies['site-widgets:offline:v1:guest:post:1'] ?? [];
  // The page, its picture, the code it ran and the cook mode timers it has not loaded yet.
  expect(recipeCopy).toContain(RECIPE);
  expect(recipeCopy.some((path) => /\/chunks\/CookTimers-[^/]+\.js$/.test(path))).toBe(true);
  expect(recipeCopy.some((path) => /\/public-[^/]+\.js$/.test(path))).toBe(true);
  expect(copies['site-widgets:offline:v1:guest:list']).toContain('/mis-recetas');

  // The figures (docs/widgets/recipe.md, "Saving for offline"): the tools' mount, from the navigation's
  // start, as the page's own clock saw it, online and offline on the demo's phone profile (Lighthouse
  // mobile's CPU, 4× slower), then offline at full speed, which the journey holds at 1 s.
  const cdp = await context.newCDPSession(page);
  const open = async () => {
    await page.goto(RECIPE);
    await expect(page.locator('[data-widget-name="recipe-tools"]')).toHaveAttribute('data-widget-state', 'mounted');
    return page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const timing = navigation instanceof PerformanceNavigationTiming ? navigation : null;
      return {
        page: Math.round(timing?.responseEnd ?? -1),
        loaded: Math.round(timing?.loadEventEnd ?? -1),
        tools: Math.round(Number(document.documentElement.dataset.toolsMountedAt)),
      };
    });
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const onlinePhone = await open();
  await offline(context, page);
  const offlinePhone = await open();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const offlineFull = await open();
  test.info().annotations.push({ type: 'open (ms): page, loaded, tools', description: JSON.stringify({ onlinePhone, offlinePhone, offlineFull }) });
  // The page comes from the device: no waiting on a network that is not there.
  expect(offlinePhone.page).toBeLessThanOrEqual(200);
  expect(offlineFull.tools).toBeGreaterThan(0);
  expect(offlineFull.tools).toBeLessThanOrEqual(1000);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect
    .poll(() =>
      page
        .locator('article > img')
        .first()
        .evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  const count = tools.locator('.sw-recipe-tools__count [aria-hidden="true"]');
  const before = Number(await count.textContent());
  await tools.getByRole('button', { name: 'Más porciones' }).tap();
  await expect(count).toHaveText(String(before + 1));
  const box = page.locator('article.sw-recipe .sw-recipe__check').first();
  await box.tap();
  await expect(box).toBeChecked();
  await page.getByRole('switch', { name: 'Modo cocina' }).tap();
  await page.getByRole('button', { name: 'Temporizador 40 min, paso 3' }).tap();
  await expect(page.getByRole('region', { name: 'Temporizadores' }).getByRole('link', { name: 'Paso 3 · 40 min' })).toBeVisible();
  // The saved page offline, its tools in use: axe finds nothing; by keyboard, the servings step back.
  await expectNoAxeViolations(page);
  await tools.getByRole('button', { name: 'Menos porciones' }).press('Enter');
  await expect(count).toHaveText(String(before));

  await page.goto('/mis-recetas');
  const list = page.getByRole('list', { name: 'Recetas guardadas' });
  await expect(list.getByRole('link', { name: TITLE })).toHaveAttribute('href', /\/post\/1$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await list.getByRole('button', { name: `Quitar ${TITLE}` }).tap();
  await expect(page.getByText('Todavía no guardaste recetas.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Quitaste ${TITLE}` })).toHaveCount(1);
  expect(Object.keys(await storedCopies(page))).not.toContain('site-widgets:offline:v1:guest:post:1');
});

test('by keyboard: Guardar receta, then Quitar in Mis recetas; the focus stays on the control that follows; axe finds nothing', async ({ page }) => {
  await page.goto(RECIPE);
  await expect(page.locator('[data-widget-name="save-recipe"]')).toHaveAttribute('data-widget-state', 'mounted');
  const save = page.getByRole('button', { name: 'Guardar receta' });
  // No layout shift: the host's reserve is the button's row, at 390 px.
  const heights = await page.locator('[data-widget-name="save-recipe"]').evaluate((placeholder) => {
    const reserve = document.createElement('div');
    reserve.className = 'sw-reserve sw-reserve--save-recipe';
    placeholder.after(reserve);
    const sizes = [placeholder.getBoundingClientRect().height, reserve.getBoundingClientRect().height];
    reserve.remove();
    return sizes;
  });
  expect(heights[0]).toBeGreaterThanOrEqual(44);
  expect(heights[0]).toBe(heights[1]);
  for (let tabs = 0; tabs < 30 && !(await save.evaluate((button) => button === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Quitar la receta guardada' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Mis recetas' }).press('Enter');
  await expect(page).toHaveURL(/\/mis-recetas$/);
  const remove = page.getByRole('button', { name: `Quitar ${TITLE}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Todavía no guardaste recetas.', { exact: false })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("a logged-in person's copy: the admin and the API never stored nor answered offline, and logout deletes it", async ({ page, context }) => {
  await logIn(page);
  await saveByTouch(page);
  // The admin and the API, visited with the worker in control: passed through, never stored.
  await page.goto('/admin');
  expect((await page.request.get('/api/posts/recetas')).ok()).toBe(true);
  await page.evaluate(() => fetch('/api/posts/recetas').then((response) => response.ok));
  const copies = await storedCopies(page);
  expect(Object.keys(copies)).toContain('site-widgets:offline:v1:u1:post:1');
  const everything = Object.values(copies).flat();
  expect(everything.filter((path) => /^\/(admin|api|login|logout)(\/|$)/.test(path))).toEqual([]);

  await offline(context, page);
  await page.goto(RECIPE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  // The admin was visited online, yet offline it is the browser's own error: never answered from a copy.
  await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);

  await page.goto(RECIPE);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(Object.keys(await storedCopies(page)).filter((name) => name.includes(':u1:'))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('site-widgets:recipe:saved:u1'))).toBeNull();
  // Offline now, the logged-in copy is not there to answer anyone.
  await offline(context, page);
  await expect(page.goto(RECIPE)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
});

test("the host serves the worker at the root: JavaScript, revalidated at every check, and the build's own file", async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['x-content-type-options']).toBe('nosniff');
  expect(await worker.text()).toContain('site-widgets:offline:');
  expect((await request.get('/build/widgets/offline.json')).ok()).toBe(true);
});
