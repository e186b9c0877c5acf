import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('FAQ on the public demo page', () => {
  test('lists each section, toggles by mouse and keyboard, and passes axe', async ({ page }) => {
    await page.goto('/');
    const professionals = page.locator('#faq-professionals');
    const consumers = page.locator('#faq-consumers');
    await expect(professionals).toHaveAttribute('data-widget-state', 'mounted');
    await expect(consumers).toHaveAttribute('data-widget-state', 'mounted');
    // The host's fallback text is replaced by the widget.
    await expect(page.getByText('Cargando preguntas…')).toHaveCount(0);

    const first = professionals.getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const panelId = await first.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    // Mouse.
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(first).toContainText('−');
    await first.click();
    await expect(panel).toBeHidden();

    // Keyboard: focus the second question with Tab, open it with Enter, close it with Space.
    await first.focus();
    await page.keyboard.press('Tab');
    const second = professionals.getByRole('button').nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await expectNoAxeViolations(page);
    await professionals.getByRole('button').first().click();
    await expectNoAxeViolations(page);
  });

  test('the single item mounts from an inline JSON attribute', async ({ page }) => {
    await page.goto('/');
    const item = page.locator('#faq-single');
    await item.getByRole('button', { name: /congelar la masa/ }).click();
    await expect(item.getByText('30 días')).toBeVisible();
  });
});
