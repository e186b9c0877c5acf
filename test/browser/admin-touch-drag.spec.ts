import type { Page } from '@playwright/test';
import { readManifest } from './manifest';
import { expect, requestedScripts, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * The demo's recipe form at 390 px, scrolled so that the first two steps' grips are on the
 * screen; a finger (touch events through the DevTools protocol) on the second step's grip.
 * With `hold`, drag-and-drop's code is held back until `release()`: a slow connection.
 */
async function secondStepUnderFinger(page: Page, { hold }: { hold: boolean }) {
  const dragLayer = readManifest()['src/admin/shared/sorting/DragLayer.tsx']?.file ?? '';
  expect(dragLayer).not.toBe('');
  let release = () => {};
  if (hold) {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${dragLayer}`, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto('/admin.html');
  const steps = page.locator('#steps');
  await expect(steps).toHaveAttribute('data-widget-state', 'mounted');
  const group = steps.locator('.sw-editor__group').first();
  const first = group.getByLabel('Paso 1', { exact: true });
  const second = group.getByLabel('Paso 2', { exact: true });
  const texts = [await first.inputValue(), await second.inputValue()] as const;
  const grip = group.getByRole('button', { name: /^Arrastrar paso 2/ });
  const above = group.getByRole('button', { name: /^Arrastrar paso 1/ });
  // Both grips on the screen: the upper one near the top.
  await above.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
  const box = (locator: typeof grip) =>
    locator.evaluate((element) => element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number });
  const from = await box(grip);
  const to = await box(above);
  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: from.x + from.width / 2, y }] });
  const start = from.y + from.height / 2;
  const moveUp = async () => {
    for (let step = 1; step <= 12; step += 1) await touch('touchMove', start - ((start - to.y) * step) / 12);
  };
  const row = group.locator('li[data-key]').nth(1);
  return { release, first, second, texts, touch, start, moveUp, target: to.y, row, dragLayer, from };
}

/**
 * On a phone, the first touch on a grip is also what asks for drag-and-drop (downloaded
 * on first use): the finger's press, made before it arrives, still drags.
 */
test('a finger drags a step above the one before it by its grip on a 390 px phone, on the first touch of the page', async ({ page }) => {
  const scripts = requestedScripts(page);
  const { first, second, texts, touch, start, moveUp, target, dragLayer, from } = await secondStepUnderFinger(page, { hold: false });
  expect(from.height).toBeGreaterThanOrEqual(44);
  expect(from.y + from.height).toBeLessThan(844);
  expect(scripts).not.toContain(dragLayer);

  await touch('touchStart', start);
  await moveUp();
  await touch('touchEnd', target);

  await expect(first).toHaveValue(texts[1]);
  await expect(second).toHaveValue(texts[0]);
  expect(scripts).toContain(dragLayer);
});

test('the drag code arrives only after the finger is lifted: the step follows the finger meanwhile and lands where it was let go', async ({ page }) => {
  const scripts = requestedScripts(page);
  const { release, first, second, texts, touch, start, moveUp, target, row, dragLayer } = await secondStepUnderFinger(page, { hold: true });
  await touch('touchStart', start);
  await moveUp();
  // Moved by hand while the code is on its way: the row is under the finger.
  await expect.poll(() => row.evaluate((element) => element.style.transform)).toMatch(/^translate3d\(0px, -\d+(\.\d+)?px, 0px\)$/);
  await touch('touchEnd', target);
  await expect(first).toHaveValue(texts[1]);
  await expect(second).toHaveValue(texts[0]);
  await expect(row).not.toHaveAttribute('style', /translate/);
  await expect(page.getByRole('status').filter({ hasText: 'Soltaste' })).toContainText('en la posición 1 de');
  release();
  await expect.poll(() => scripts).toContain(dragLayer);
  // Nothing more happens when the code comes: the steps stay where they were dropped.
  await page.waitForLoadState('networkidle');
  await expect(first).toHaveValue(texts[1]);
});

test('the drag code arrives while the finger holds still at the destination: the drag picks up there, and lands there', async ({ page }) => {
  const scripts = requestedScripts(page);
  const { release, first, second, texts, touch, start, moveUp, target, row, dragLayer } = await secondStepUnderFinger(page, { hold: true });
  await touch('touchStart', start);
  await moveUp();
  expect(scripts).toContain(dragLayer);
  release();
  // dnd-kit has the press, with the finger's latest position: the row is being dragged without a further move.
  await expect(row).toHaveClass(/sw-editor__row--dragging/);
  await touch('touchEnd', target);
  await expect(first).toHaveValue(texts[1]);
  await expect(second).toHaveValue(texts[0]);
});
