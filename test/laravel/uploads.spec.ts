import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, BrowserContext, Page } from '@playwright/test';
import { expect, requestedPaths, test } from '../browser/fixtures';
import { PNG, editor, openForm, save } from './admin';
import { exifTiff, gdPicture, gif, jpegMarkers, jpegWithExif, pngClaiming } from './component/upload-images';
import { text } from './database';
import { uploadsFolder } from './host';
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

const TYPES: Record<string, { mime: string; magic: Buffer }> = {
  png: { mime: 'image/png', magic: Buffer.from('\x89PNG', 'latin1') },
  gif: { mime: 'image/gif', magic: Buffer.from('GIF89a') },
  jpg: { mime: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  webp: { mime: 'image/webp', magic: Buffer.from('RIFF') },
};

/** The file the public disk holds at `url` (`/storage/…`). */
function storedFile(url: string): Buffer {
  return readFileSync(path.join(uploadsFolder(), url.replace('/storage/', '')));
}

/** Posts a file to the upload route as the page's session, past the widget's checks. */
async function postUpload(page: Page, context: BrowserContext, folder: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<APIResponse> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(`/api/upload_images/${folder}`, {
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'X-Requested-With': 'XMLHttpRequest' },
    multipart: { image: file },
  });
}

/** A stored upload as the host serves it: its own bytes, an image type, never sniffed, cached. */
async function expectServed(page: Page, url: string, extension: string): Promise<void> {
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': TYPES[extension]?.mime,
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  expect((await served.body()).equals(storedFile(url))).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('PNG, GIF, JPEG and WEBP: each stored on the public disk as the server wrote it, served with its type and nosniff, saved with the recipe and shown when the form opens again', async ({
  page,
}) => {
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
    // The server's own re-encoding, of the type the extension names, served as that type.
    const stored = storedFile(image);
    expect(stored.subarray(0, TYPES[extension]?.magic.length).equals(TYPES[extension]?.magic ?? Buffer.alloc(1))).toBe(true);
    await expectServed(page, image, extension);
    const preview = uploader(page).getByRole('img');
    await expect(preview).toHaveAttribute('src', image);
    await expect.poll(() => preview.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
});

test('a renamed HTML file is refused by the widget before any request', async ({ page }) => {
  await openForm(page, FORM);
  const uploads = requestedPaths(page, '/api/upload_images/');
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
  const uploads = requestedPaths(page, '/api/upload_images/');
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
  expect(existsSync(path.join(uploadsFolder(), 'recetas'))).toBe(true);
});

test('posted straight to the endpoint: EXIF and comments gone, a huge header and an unknown folder refused with nothing written', async ({ page, context }) => {
  await openForm(page, FORM);

  const photo = jpegWithExif(gdPicture('jpeg', 32, 16), exifTiff(6));
  const jpeg = await postUpload(page, context, 'recetas', { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
  expect(jpeg.status()).toBe(200);
  const { url } = (await jpeg.json()) as { url: string };
  expect(url).toMatch(/^\/storage\/recetas\/\w{40}\.jpg$/);
  expect(jpegMarkers(storedFile(url)).filter((marker) => marker >= 0xe1 && marker <= 0xef)).toEqual([]);
  expect(storedFile(url).includes('Exif')).toBe(false);
  await expectServed(page, url, 'jpg');

  const script = '<script>alert(document.cookie)</script>';
  const still = gif({
    width: 2,
    height: 2,
    palette: [
      [255, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ],
    comment: script,
    frames: [{ left: 0, top: 0, width: 2, height: 2, indexes: [0, 0, 0, 0], delay: 0, disposal: 0 }],
  });
  const gifAnswer = await postUpload(page, context, 'recetas', { name: 'foto.gif', mimeType: 'image/gif', buffer: still });
  expect(gifAnswer.status()).toBe(200);
  const gifUrl = ((await gifAnswer.json()) as { url: string }).url;
  expect(storedFile(gifUrl).includes('<script')).toBe(false);
  await expectServed(page, gifUrl, 'gif');

  const huge = await postUpload(page, context, 'recetas', { name: 'enorme.png', mimeType: 'image/png', buffer: pngClaiming(30000, 30000) });
  expect(huge.status()).toBe(422);
  expect(await huge.json()).toMatchObject({
    errors: { image: ['La imagen mide 30000 × 30000 px: el máximo es 8000 px por lado y 40 megapíxeles.'] },
  });

  const unknown = await postUpload(page, context, 'zzz-desconocida/fotos', { name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  expect(unknown.status()).toBe(404);
  expect(existsSync(path.join(uploadsFolder(), 'zzz-desconocida'))).toBe(false);
});
