import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exifOrientationSegment, twoColourJpeg } from './image-bytes';

/**
 * The uploader on the demo's recipe form, in Chromium: a small phone photo, sent without
 * resizing, leaves its GPS position behind and still shows upright. What was sent is read
 * where it leaves the page: the body handed to XMLHttpRequest (axios' adapter), before the
 * demo's mocked backend receives it.
 */

const PLACE = 'S 34 36 12.3 W 58 22 54.1';
const CAMERA = 'Fonocam X12';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const be16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const segment = (marker: number, payload: number[]) => [0xff, marker, ...be16(payload.length + 2), ...payload];

/**
 * A phone's APP1: big-endian EXIF whose IFD0 holds the camera's make, the orientation and a
 * GPS directory (latitude 'S', three rationals, and the place as text).
 */
function phoneExifSegment(orientation: number): number[] {
  const make = [...ascii(CAMERA), 0];
  const place = [...ascii(PLACE), 0];
  // IFD0 at 8: 3 entries (2 + 36 + 4 bytes), then the make's text.
  const makeAt = 8 + 2 + 3 * 12 + 4;
  const gpsAt = makeAt + make.length;
  // The GPS directory: 3 entries, then the latitude's rationals and the place.
  const latitudeAt = gpsAt + 2 + 3 * 12 + 4;
  const placeAt = latitudeAt + 24;
  const tiff = [
    ...ascii('MM'),
    ...be16(42),
    ...be32(8),
    ...be16(3),
    ...be16(0x010f),
    ...be16(2),
    ...be32(make.length),
    ...be32(makeAt),
    ...be16(0x0112),
    ...be16(3),
    ...be32(1),
    ...be16(orientation),
    0,
    0,
    ...be16(0x8825),
    ...be16(4),
    ...be32(1),
    ...be32(gpsAt),
    ...be32(0),
    ...make,
    ...be16(3),
    ...be16(0x0001),
    ...be16(2),
    ...be32(2),
    ...ascii('S'),
    0,
    0,
    0,
    ...be16(0x0002),
    ...be16(5),
    ...be32(3),
    ...be32(latitudeAt),
    ...be16(0x001b),
    ...be16(7),
    ...be32(place.length),
    ...be32(placeAt),
    ...be32(0),
    ...be32(34),
    ...be32(1),
    ...be32(36),
    ...be32(1),
    ...be32(1230),
    ...be32(100),
    ...place,
  ];
  return segment(0xe1, [...ascii('Exif'), 0, 0, ...tiff]);
}

const XMP_SEGMENT = segment(0xe1, [
  ...ascii('http://ns.adobe.com/xap/1.0/'),
  0,
  ...ascii(`<x:xmpmeta><rdf:Description exif:GPSLatitude="34,36.205S"/></x:xmpmeta>`),
]);
const COMMENT_SEGMENT = segment(0xfe, ascii(`Tomada en ${PLACE}`));

/** Every image the page hands to XMLHttpRequest, kept on `window.sentImages`. */
async function recordSentImages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    Object.assign(window, { sentImages: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const image = body instanceof FormData ? body.get('image') : null;
      if (image instanceof Blob) sent.push(image);
      send.call(this, body);
    };
  });
}

/** The bytes of what was sent, and how Chromium shows it (orientation applied, as `<img>` does). */
async function lastSent(page: Page) {
  return page.evaluate(async () => {
    const { sentImages } = window as unknown as { sentImages: Blob[] };
    const image = sentImages.at(-1);
    if (image === undefined) return null;
    const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    context.drawImage(bitmap, 0, 0);
    const at = (fx: number, fy: number) => [...context.getImageData(Math.floor(bitmap.width * fx), Math.floor(bitmap.height * fy), 1, 1).data.slice(0, 3)];
    return {
      count: sentImages.length,
      name: image instanceof File ? image.name : '',
      type: image.type,
      bytes: [...new Uint8Array(await image.arrayBuffer())],
      shown: [bitmap.width, bitmap.height],
      left: at(0.25, 0.5),
      right: at(0.75, 0.5),
    };
  });
}

const has = (bytes: number[], text: string) => Buffer.from(bytes).includes(text, 0, 'latin1');

async function expectSentWithoutMetadata(page: Page, jpeg: number[]): Promise<void> {
  const sent = await lastSent(page);
  expect(sent).not.toBeNull();
  if (sent === null) return;
  expect(sent.count).toBe(1);
  expect(sent.name).toBe('IMG_2041.jpg');
  expect(sent.type).toBe('image/jpeg');
  for (const text of [PLACE, CAMERA, 'GPSLatitude', 'xmpmeta', 'Tomada en']) expect(has(sent.bytes, text), text).toBe(false);
  // Not re-encoded: the browser's JPEG byte for byte, with an EXIF segment holding the orientation alone where the phone's was.
  expect(sent.bytes).toEqual([...jpeg.slice(0, 2), ...exifOrientationSegment(6), ...jpeg.slice(2)]);
  // Shown turned 90° clockwise, as the phone meant: portrait, the red top now on the right.
  expect(sent.shown).toEqual([300, 400]);
  expect(sent.left[2]).toBeGreaterThan(150);
  expect(sent.right[0]).toBeGreaterThan(150);
}

test.beforeEach(async ({ page }) => {
  await recordSentImages(page);
});

test('a small phone photo is sent as it is, without its GPS position, XMP or comment, and still upright', async ({ page }) => {
  await page.goto('/admin.html');
  const field = page.locator('#image');
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  const jpeg = await twoColourJpeg(page, 400, 300);
  const photo = Buffer.from([...jpeg.slice(0, 2), ...phoneExifSegment(6), ...XMP_SEGMENT, ...COMMENT_SEGMENT, ...jpeg.slice(2)]);

  await field.locator('input[type=file]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('input[name="image"]')).toHaveValue(/^\/storage\/recetas\/\w+\.jpg$/);
  await expectSentWithoutMetadata(page, jpeg);
  // The preview is the file sent, shown upright by the page too.
  const preview = field.getByRole('img', { name: 'Vista previa: Imagen principal' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  const shown = await preview.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  });
  expect(shown).toEqual([300, 400]);
});

test('with data-resize="false" too (the host asked for the original file): only its metadata is left behind', async ({ page }) => {
  await page.goto('/admin.html');
  const field = page.locator('#image');
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  await field.evaluate((element) => {
    const copy = element.cloneNode(false) as HTMLElement;
    copy.setAttribute('data-resize', 'false');
    copy.removeAttribute('data-widget-state');
    element.replaceWith(copy);
  });
  await expect(field).toHaveAttribute('data-widget-state', 'mounted');
  await expect(field).not.toContainText('se achican');
  const jpeg = await twoColourJpeg(page, 400, 300);
  const photo = Buffer.from([...jpeg.slice(0, 2), ...phoneExifSegment(6), ...XMP_SEGMENT, ...jpeg.slice(2)]);
  await field.locator('input[type=file]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.locator('input[name="image"]')).toHaveValue(/^\/storage\/recetas\/\w+\.jpg$/);
  await expectSentWithoutMetadata(page, jpeg);
});
