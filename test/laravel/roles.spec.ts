import { expect, test } from '../browser/fixtures';
import { PNG } from './admin';
import { logIn, UNFINISHED } from './session';

const ADMIN_PAGES = ['/admin', '/admin/posts/1/edit', '/admin/products/1/edit', '/admin/home/edit', '/admin/faq/edit'];

test.describe('a point of sale (logged in, without the editor role)', () => {
  // Chromium logs each 403 answer.
  test.use({ expectedErrors: /status of 403/ });

  test.beforeEach(async ({ page }) => {
    await logIn(page, UNFINISHED.email);
  });

  test('gets 403 with a Spanish page on every admin page, and no "Administración" in the nav', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Administración' })).toHaveCount(0);
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 403]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No tenés permiso para ver esta página');
      await expect(page.locator('[data-widget-name]')).toHaveCount(0);
    }
  });

  test('cannot post an admin form or upload an image: 403, nothing stored', async ({ page }) => {
    await page.goto('/');
    const token = await page.evaluate(() => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? ''));
    const headers = { 'X-XSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    const form = await page.request.put('/admin/home', { headers, form: { banner_data: '{"title":"Desfigurado"}' } });
    expect(form.status()).toBe(403);
    const upload = await page.request.post('/api/upload_images/recetas', {
      headers,
      multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status()).toBe(403);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Desfigurado');
  });
});

test('an editor sees "Administración" in the nav and opens every admin page', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Administración' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ADMIN_PAGES) expect([path, (await page.goto(path))?.status()]).toEqual([path, 200]);
});

test('a visitor is sent to the login page from any admin page', async ({ page }) => {
  await page.goto('/admin/faq/edit');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Administración' })).toHaveCount(0);
});
