import { expect, test } from '../browser/fixtures';
import { logIn } from './session';

test('the login form sends the visitor back to the page of this site they came from', async ({ page }) => {
  await page.goto('/productos');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await logIn(page);
  await expect(page).toHaveURL(/\/productos$/);
});

test('the login form never sends the visitor to another site named by the Referer', async ({ page }) => {
  await page.goto('/login', { referer: 'https://ejemplo.invalid/phishing' });
  await logIn(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
