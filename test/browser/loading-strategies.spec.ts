import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Each loading strategy of `data-widget-load` on `/cargas.html` (one faq-item each), in
 * Chromium: each stays `deferred` until its moment and mounts then. "Not before" is read
 * against a positive signal — a placeholder that did load at the same moment — never after
 * a pause.
 */
const state = (id: string) => `#${id}`;
const mounted = async (page: import('@playwright/test').Page, id: string) => expect(page.locator(state(id))).toHaveAttribute('data-widget-state', 'mounted');
const deferred = async (page: import('@playwright/test').Page, id: string) => expect(page.locator(state(id))).toHaveAttribute('data-widget-state', 'deferred');

/** How far below the viewport's bottom an element's top lies, in px. */
const below = (page: import('@playwright/test').Page, id: string) =>
  page.locator(state(id)).evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('interaction: deferred while the rest mounts; the pointer over it loads it, and focus carried over lands in the widget', async ({ page }) => {
    await page.goto('/cargas.html');
    await mounted(page, 'at-once');
    await deferred(page, 'on-interaction');
    await page.locator('#on-interaction summary').hover();
    await mounted(page, 'on-interaction');
    await expect(page.getByRole('button', { name: '¿Puedo congelar la masa?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('interaction by keyboard: Tab onto the fallback loads it, and the focus stays on the question', async ({ page }) => {
    await page.goto('/cargas.html');
    await mounted(page, 'at-once');
    await deferred(page, 'on-interaction');
    await page.locator('#at-once').getByRole('button').focus();
    await page.keyboard.press('Tab');
    await mounted(page, 'on-interaction');
    await expect(page.getByRole('button', { name: '¿Puedo congelar la masa?' })).toBeFocused();
  });

  test('media: a phone-only placeholder stays deferred at 1280 px, and loads when the window narrows to a phone', async ({ page }) => {
    await page.goto('/cargas.html');
    await mounted(page, 'at-once');
    await mounted(page, 'when-idle');
    await deferred(page, 'on-phones');
    await page.setViewportSize({ width: 390, height: 844 });
    await mounted(page, 'on-phones');
  });

  test("idle: loads after the page's load event, on its own", async ({ page }) => {
    await page.addInitScript(() => {
      const events: string[] = [];
      Reflect.set(window, '__idleOrder', events);
      window.addEventListener('load', () => events.push('load'));
      new MutationObserver(() => {
        const element = document.getElementById('when-idle');
        const value = element?.getAttribute('data-widget-state');
        if (value && events.at(-1) !== value) events.push(value);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
    });
    await page.goto('/cargas.html');
    await mounted(page, 'when-idle');
    const order = await page.evaluate(() => Reflect.get(window, '__idleOrder') as string[]);
    expect(order.indexOf('load')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('loading')).toBeGreaterThan(order.indexOf('load'));
    expect(order.indexOf('deferred')).toBeLessThan(order.indexOf('load'));
  });

  test('visible: the default margin starts a viewport ahead; data-widget-load-margin="200px" waits until 200 px ahead', async ({ page }) => {
    await page.goto('/cargas.html');
    await mounted(page, 'at-once');
    await deferred(page, 'visible-default');
    await deferred(page, 'visible-near');
    // Both 500 px below the screen: within the default margin (one viewport), beyond 200 px.
    const distance = await below(page, 'visible-near');
    await page.evaluate((by) => window.scrollBy(0, by), distance - 500);
    await mounted(page, 'visible-default');
    await deferred(page, 'visible-near');
    await page.evaluate(() => window.scrollBy(0, 400));
    await mounted(page, 'visible-near');
  });
});

test.describe('under data saver', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('visible starts no download ahead of need, whatever its margin: it waits until the placeholder is on screen', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    await page.goto('/cargas.html');
    await mounted(page, 'at-once');
    // The first `visible` placeholder's top just on screen; the second (200 px margin) lies right under the screen's edge.
    const distance = await below(page, 'visible-default');
    await page.evaluate((by) => window.scrollBy(0, by + 10), distance);
    await mounted(page, 'visible-default');
    expect(await below(page, 'visible-near')).toBeGreaterThan(0);
    expect(await below(page, 'visible-near')).toBeLessThan(200);
    await deferred(page, 'visible-near');
    await page.evaluate(() => window.scrollBy(0, 300));
    await mounted(page, 'visible-near');
  });
});
