import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';
import { PNG, editor, openForm, save } from './admin';
import { text } from './database';
import { HOST_DIR } from './host';
import { logIn } from './session';

const FORM = '/admin/posts/5/edit';
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const HTML = Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>');

/** A 2×2 image the browser itself encodes (JPEG, WEBP). */
async function encoded(page: Page, type: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 2;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d context');
    context.fillStyle = '#c8102e';
    context.fillRect(0, 0, 2, 2);
    return canvas.toDataURL(mime).split(',')[1] ?? '';
  }, type);
  return Buffer.from(base64, 'base64');
}

function uploader(page: Page) {
  return editor(page, 'image-uploader');
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('PNG, GIF, JPEG and WEBP: each stored on the public disk, saved with the recipe and shown when the form opens again', async ({ page }) => {
  await openForm(page, FORM);
  const files = [
    { name: 'foto.png', mimeType: 'image/png', buffer: PNG, extension: 'png' },
    { name: 'foto.gif', mimeType: 'image/gif', buffer: GIF, extension: 'gif' },
    { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await encoded(page, 'image/jpeg'), extension: 'jpg' },
    { name: 'foto.webp', mimeType: 'image/webp', buffer: await encoded(page, 'image/webp'), extension: 'webp' },
  ];
  for (const { extension, ...file } of files) {
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload_images/recetas'));
    await uploader(page).locator('input[type=file]').setInputFiles(file);
    expect((await uploaded).status()).toBe(200);
    await expect(uploader(page).getByRole('img')).toHaveAttribute('src', /^blob:/);
    await save(page);

    const image = text('select image from posts where id = 5') ?? '';
    expect(image).toMatch(new RegExp(`^/storage/recetas/\\w{40}\\.${extension}$`));
    expect(statSync(path.join(HOST_DIR, 'storage/app/public', image.replace('/storage/', ''))).size).toBe(file.buffer.length);
    const preview = uploader(page).getByRole('img');
    await expect(preview).toHaveAttribute('src', image);
    await expect.poll(() => preview.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
});

test('a renamed HTML file is refused by the widget before any request', async ({ page }) => {
  await openForm(page, FORM);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload_images/')) uploads.push(request.url());
  });
  await uploader(page).locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: HTML });
  await expect(uploader(page).getByRole('alert')).toContainText('«foto.png» no es una imagen PNG, GIF, JPEG o WEBP.');
  expect(uploads).toEqual([]);
});

test.describe('refused by the server', () => {
  // The widget reports the failed upload, and Chromium logs the 422.
  test.use({ expectedErrors: /status of 422|"image-uploader" .*422/ });

  test("the same file forced past the widget: Laravel's validation refuses it and the widget says so", async ({ page }) => {
    await openForm(page, FORM);
    // The widget sends a real PNG; on the way, its bytes become the HTML file's.
    await page.route('**/api/upload_images/**', async (route) => {
      const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
      const at = body.indexOf(PNG);
      await route.continue({ postData: Buffer.concat([body.subarray(0, at), HTML, body.subarray(at + PNG.length)]) });
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/upload_images/recetas'));
    await uploader(page).locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { image: ['El archivo debe ser una imagen.', 'El archivo debe ser de tipo: png, gif, jpeg, webp.'] },
    });
    await expect(uploader(page).getByRole('alert')).toContainText('El servidor no aceptó la imagen.');
  });
});

test("a 6 MB image: refused by the widget, and by the server's validation when sent anyway", async ({ page, context }) => {
  await openForm(page, FORM);
  const big = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(6 * 1024 * 1024)]);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload_images/')) uploads.push(request.url());
  });
  await uploader(page).locator('input[type=file]').setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: big });
  await expect(uploader(page).getByRole('alert')).toContainText('«grande.png» pesa 6,0 MB y el máximo es 5 MB.');
  expect(uploads).toEqual([]);

  // Sent anyway, with the session's XSRF token: PHP takes the file (its limits are above
  // 5 MB) and Laravel's `max:5120` refuses it.
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/upload_images/recetas', {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { image: { name: 'grande.png', mimeType: 'image/png', buffer: big } },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ errors: { image: ['El archivo no puede pesar más de 5120 kilobytes.'] } });
  expect(existsSync(path.join(HOST_DIR, 'storage/app/public/recetas'))).toBe(true);
});
