import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The consent notice on the demo (demo/cookies.html, docs/widgets/consent.md) on a 390 px phone:
 * shown without moving anything or taking the focus, axe-clean, 'Aceptar' and 'Rechazar' the
 * same size (44 px at least), reached and answered by keyboard, gone after a reload once
 * answered, opened again from the footer with the focus.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

type WithShifts = Window & { shifted?: number };

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as WithShifts).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as WithShifts).shifted = ((window as WithShifts).shifted ?? 0) + (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies de medición' });

test('shows at the bottom without a shift or the focus, equal 44 px answers, axe-clean; answered by keyboard, kept, opened again', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/cookies.html');
  await expect(notice(page)).toBeVisible();
  const heading = page.getByRole('heading', { name: 'Aviso de cookies' });
  const before = await heading.boundingBox();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as WithShifts).shifted)).toBe(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Over the page, at its bottom edge: the viewport's last pixel is the notice's.
  const box = await notice(page).boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  const accept = page.getByRole('button', { name: 'Aceptar' });
  const reject = page.getByRole('button', { name: 'Rechazar' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a?.height).toBeGreaterThanOrEqual(44);
  expect([r?.width, r?.height]).toEqual([a?.width, a?.height]);
  const weights = await Promise.all(
    [accept, reject].map((button) => button.evaluate((element) => getComputedStyle(element).fontWeight + getComputedStyle(element).backgroundColor)),
  );
  expect(weights[0]).toBe(weights[1]);
  expect((await page.getByRole('link', { name: 'Política de privacidad' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Shift+Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  expect(await heading.boundingBox()).toEqual(before);

  await page.reload();
  const preferences = page.getByRole('button', { name: 'Preferencias de cookies' });
  await expect(preferences).toBeVisible();
  await expect(page.locator('[data-widget-name="consent-notice"]')).toHaveAttribute('data-widget-state', 'mounted');
  await expect(notice(page)).toBeHidden();

  await preferences.focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toContainText('Ahora las rechazaste.');
  await expect(page.getByRole('heading', { name: 'Cookies de medición' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  await expect(preferences).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('site-widgets:consent'))).toMatch(/"choice":"granted"/);
});
