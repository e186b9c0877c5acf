import type { Locator } from '@playwright/test';
import { expect, skippedTransition, test } from './fixtures';
import { productPageSettled } from './detail-page';

// Playwright turns the back-forward cache off (`--disable-back-forward-cache`): this file
// launches its own Chromium with it on, so coming back restores the page from memory.
test('with the back-forward cache: back from a card on page 3 of an off-screen tab lands on that card, with the tab in view', async ({
  playwright,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-AR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Why the browser did not keep the page, if it did not (printed when the check fails).
    const notRestored: string[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    cdp.on('Page.backForwardCacheNotUsed', (event) => notRestored.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)));
    const grid = page.locator('#productos-grid');
    const loaded = async () => {
      await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(grid.getByRole('article').first()).toBeVisible();
    };
    // The demo's mocked backend is a service worker: on a first visit it is still taking
    // control of the page, which the browser will not keep in its cache. Visit twice.
    await page.goto('/productos.html');
    await loaded();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await loaded();
    // MSW's worker unregisters itself when its last client goes, and an unregistration keeps
    // the page out of the cache: a second tab of the demo (as a person may have) keeps it.
    const keeper = await context.newPage();
    await keeper.goto('/productos.html');
    await keeper.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const list = grid.getByRole('tablist');
    const tab = grid.getByRole('tab', { name: 'Mejoradores' });
    await tab.click();
    await loaded();
    await grid.getByRole('link', { name: 'Página 3' }).click();
    await loaded();
    const last = grid.getByRole('article').last().getByRole('link');
    const title = (await last.textContent()) ?? '';
    // Leave the tab row scrolled back to its start and the page at its top, as a restored page may be.
    await list.evaluate((row) => row.scrollTo({ left: 0 }));
    await last.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await productPageSettled(page);

    await page.goBack({ waitUntil: 'commit' });
    // The very same document, from the cache (not a reload).
    const restored = await expect
      .poll(() => page.evaluate(() => 'sameDocument' in window))
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    expect(restored, `not restored from the cache: ${notRestored.join(', ')}`).toBe(true);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByRole('navigation').locator('[aria-current="page"]')).toHaveText('3');
    const card = grid.getByRole('link', { name: title });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect.poll(() => inRow(list, tab)).toBe(true);
    // Restored once: the saved entry is gone.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('site-widgets:')))).toEqual([]);
    expect(errors.filter((error) => !skippedTransition(error))).toEqual([]);
  } finally {
    await browser.close();
  }
});

/** Whether `tab` is wholly inside the visible part of its scrolling row. */
async function inRow(list: Locator, tab: Locator): Promise<boolean> {
  const [row, box] = await Promise.all([list.boundingBox(), tab.boundingBox()]);
  return row !== null && box !== null && box.x >= row.x - 1 && box.x + box.width <= row.x + row.width + 1;
}
