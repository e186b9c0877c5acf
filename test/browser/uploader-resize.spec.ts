import { expect, test } from './fixtures';
import { exifOrientationSegment, twoColourJpeg } from './image-bytes';

/**
 * The uploader on the demo's recipe form, in Chromium: a phone photo chosen as a person does
 * is made lighter and upright before it is sent (the mocked backend names the stored file by
 * the type it sniffs from the bytes it received).
 */

/** A 6,000 × 4,000 JPEG (top half red, bottom half blue) stored with EXIF orientation 6 (turn 90° clockwise). */
async function phonePhoto(page: import('@playwright/test').Page): Promise<Buffer> {
  const jpeg = await twoColourJpeg(page, 6000, 4000);
  // After the SOI marker (FF D8): the APP1 segment with the orientation.
  return Buffer.from([...jpeg.slice(0, 2), ...exifOrientationSegment(6), ...jpeg.slice(2)]);
}

test('a phone photo is sent as a lighter, upright WebP within 2,000 px, with "Preparando la imagen…" on the way', async ({ page }) => {
  await page.goto('/admin.html');
  const field = page.locator('#image');
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  await expect(field).toContainText('las fotos más pesadas se achican solas antes de subirse');
  const photo = await phonePhoto(page);

  await field.locator('input[type=file]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(field.getByRole('progressbar', { name: 'Preparando la imagen…' })).toBeVisible();
  const preview = field.getByRole('img', { name: 'Vista previa: Imagen principal' });
  await expect(preview).toHaveAttribute('src', /^blob:/);

  // What was sent: the preview is the very file the form's field now names.
  await expect(page.locator('input[name="image"]')).toHaveValue(/^\/storage\/recetas\/\w+\.webp$/);
  const sent = await preview.evaluate(async (image: HTMLImageElement) => {
    const blob = await (await fetch(image.src)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    context.drawImage(bitmap, 0, 0);
    // Turned 90° clockwise: the red top is now on the right, the blue bottom on the left.
    const left = [...context.getImageData(bitmap.width * 0.25, bitmap.height / 2, 1, 1).data.slice(0, 3)];
    const right = [...context.getImageData(bitmap.width * 0.75, bitmap.height / 2, 1, 1).data.slice(0, 3)];
    return { type: blob.type, size: blob.size, width: bitmap.width, height: bitmap.height, left, right };
  });
  expect(sent.type).toBe('image/webp');
  expect(sent.size).toBeLessThan(1.5 * 1024 * 1024);
  expect([sent.width, sent.height]).toEqual([1333, 2000]);
  expect(sent.left[2]).toBeGreaterThan(150); // blue
  expect(sent.right[0]).toBeGreaterThan(150); // red
});

test('data-resize="false": the original photo is kept, and refused when over the limit', async ({ page }) => {
  await page.goto('/admin.html');
  const field = page.locator('#image');
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  // The host's choice for this field, written before the widget mounts again.
  await field.evaluate((element) => {
    const copy = element.cloneNode(false) as HTMLElement;
    copy.setAttribute('data-resize', 'false');
    copy.setAttribute('data-max-mb', '0.01');
    copy.removeAttribute('data-widget-state');
    element.replaceWith(copy);
  });
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  await expect(field).not.toContainText('se achican');
  await field.locator('input[type=file]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(page) });
  await expect(field.getByRole('alert')).toContainText('«IMG_2041.jpg» pesa');
  // Nothing was sent: the field keeps the image it had.
  await expect(page.locator('input[name="image"]')).toHaveValue('/demo/img/medialunas.svg');
});
