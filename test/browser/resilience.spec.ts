import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ expectedErrors: [/\[site-widgets\] "(faq-list|faq-item|no-such-widget)" on <div#(bad-json|bad-number|missing|unknown)>/] });

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
  expect(consoleErrors.join('\n')).toMatch(/<div#bad-number> \(attributes\): data-heading-level: expected a whole number/);
  expect(consoleErrors.join('\n')).toMatch(/<div#missing> \(attributes\): data-faq: is required but missing/);

  await page.getByRole('button', { name: 'Botón del host' }).click();
  await expect(page.getByRole('button', { name: 'La página responde' })).toBeVisible();
  await expectNoAxeViolations(page);
});
