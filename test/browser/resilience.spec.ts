import { expect, expectNoAxeViolations, test } from './fixtures';
import { imageEventsDispatched, recordImageEvents } from './image-events';

test.use({
  // The broken placeholders' reports, and the 404 of the hostile `<img src=x onerror=…>`
  // (the sanitizer keeps the image and drops its handler).
  expectedErrors:
    /\[site-widgets\] "(faq-list|faq-item|no-such-widget)" on <div#(bad-json|bad-number|missing|unknown)>|status of 404 .* http:\/\/127\.0\.0\.1:\d+\/x$/,
});

test('broken placeholders are reported; the good widget and the host page keep working', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/resilience.html');
  const good = page.locator('#good');
  await expect(good).toHaveAttribute('data-widget-state', 'mounted');
  await good.getByRole('button', { name: /Sigue funcionando/ }).click();
  await expect(good.getByText('Sí.')).toBeVisible();

  await expect.poll(() => page.evaluate(() => (window as Window & { widgetErrors?: string[] }).widgetErrors?.length)).toBe(4);
  const events = await page.evaluate(() => (window as Window & { widgetErrors?: string[] }).widgetErrors);
  expect(events?.sort()).toEqual(['faq-item:attributes', 'faq-item:attributes', 'faq-list:attributes', 'no-such-widget:unknown-widget']);
  expect(consoleErrors.join('\n')).toMatch(/<div#bad-json> \(attributes\): data-faqs: invalid JSON/);
  expect(consoleErrors.join('\n')).toMatch(/<div#bad-number> \(attributes\): data-heading-level: expected a whole number from 1 to 6/);
  expect(consoleErrors.join('\n')).toMatch(/<div#missing> \(attributes\): data-faq: is required but missing/);

  await page.getByRole('button', { name: 'Botón del host' }).click();
  const hostButton = page.getByRole('button', { name: 'La página responde' });
  await expect(hostButton).toBeVisible();
  // Contrast is measured once the button's hover colours have faded out.
  await page.mouse.move(0, 0);
  await expect(hostButton).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expectNoAxeViolations(page);
});

test('hostile HTML from the CMS executes nothing', async ({ page }) => {
  await recordImageEvents(page);
  await page.goto('/resilience.html');
  const hostile = page.locator('#hostile');
  await expect(hostile).toHaveAttribute('data-widget-state', 'mounted');
  const buttons = hostile.getByRole('button');
  await expect(buttons).toHaveCount(3);
  for (const button of await buttons.all()) await button.click();
  // Links the sanitizer left without a destination (they carried `javascript:`) do nothing.
  const links = hostile.locator('a');
  await expect(links).toHaveCount(1);
  await expect(links.first()).not.toHaveAttribute('href');
  await links.first().click();
  // The answers' images (the hostile one kept without its handler) have loaded or failed.
  await imageEventsDispatched(hostile);
  expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(hostile.locator('script, [onerror], [href^="javascript:" i]')).toHaveCount(0);
  await expect(page).toHaveURL(/resilience\.html$/);
});
