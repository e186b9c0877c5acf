import { readManifest } from './manifest';
import { expect, requestedScripts, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * On a phone, the first touch on a grip is also what asks for drag-and-drop (downloaded
 * on first use): the finger's press, made before it arrives, still drags.
 */
test('a finger drags a step above the one before it by its grip on a 390 px phone, on the first touch of the page', async ({ page }) => {
  const dragLayer = readManifest()['src/admin/shared/sorting/DragLayer.tsx']?.file;
  expect(dragLayer).toBeDefined();
  const scripts = requestedScripts(page);
  await page.goto('/admin.html');
  const steps = page.locator('#steps');
  await expect(steps).toHaveAttribute('data-widget-state', 'mounted');
  const group = steps.locator('.sw-editor__group').first();
  const first = group.getByLabel('Paso 1', { exact: true });
  const second = group.getByLabel('Paso 2', { exact: true });
  const [firstText, secondText] = [await first.inputValue(), await second.inputValue()];
  const grip = group.getByRole('button', { name: /^Arrastrar paso 2/ });
  const above = group.getByRole('button', { name: /^Arrastrar paso 1/ });

  // Both grips on the screen: the upper one near the top.
  await above.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100));
  const box = (locator: typeof grip) =>
    locator.evaluate((element) => element.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number });
  const from = await box(grip);
  const to = await box(above);
  expect(from.height).toBeGreaterThanOrEqual(44);
  expect(from.y + from.height).toBeLessThan(844);
  expect(scripts).not.toContain(dragLayer);

  const client = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: from.x + from.width / 2, y }] });
  const start = from.y + from.height / 2;
  await touch('touchStart', start);
  for (let step = 1; step <= 12; step += 1) await touch('touchMove', start - ((start - to.y) * step) / 12);
  await touch('touchEnd', to.y);

  await expect(first).toHaveValue(secondText);
  await expect(second).toHaveValue(firstText);
  expect(scripts).toContain(dragLayer);
});
