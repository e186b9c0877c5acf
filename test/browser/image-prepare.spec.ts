import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import type { DEFAULT_RESIZE_OPTIONS } from '../../src/admin/shared/uploader/prepare/options';
import type { prepareImage } from '../../src/admin/shared/uploader/prepare/prepare-image';
import { expect, test } from './fixtures';
import { animatedGif, exifOrientationSegment } from './image-bytes';

/**
 * Preparing an image before upload, in Chromium: decoding, EXIF orientation, drawing and
 * encoding are the browser's, so they are tested in one. The module is bundled for the test
 * and injected into a demo page, to try it on images the demo never has; the uploader's own
 * use of it is tested in uploader-resize.spec.ts.
 */

interface ImagePrepare {
  prepareImage: typeof prepareImage;
  DEFAULT_RESIZE_OPTIONS: typeof DEFAULT_RESIZE_OPTIONS;
}
type WithModule = Window & { imagePrepare: ImagePrepare };

// Playwright runs from the checkout's root, as the other specs' `path.resolve('dist/…')` assume.
const ROOT = process.cwd();
const MODULE = 'src/admin/shared/uploader/prepare';

let bundle: Promise<string> | null = null;
function moduleBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: `export { prepareImage } from './${MODULE}/prepare-image'; export { DEFAULT_RESIZE_OPTIONS } from './${MODULE}/options';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'imagePrepare',
    target: 'es2022',
    write: false,
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/** An RGB colour read back from a lossy encoding: each channel within `tolerance`. */
function expectColour(actual: number[] | undefined, expected: [number, number, number], tolerance: number): void {
  expect(actual).toHaveLength(3);
  const off = expected.map((channel, index) => Math.abs((actual?.[index] ?? Number.NaN) - channel));
  expect(
    off.every((difference) => difference < tolerance),
    `${String(actual)} is not near ${String(expected)}`,
  ).toBe(true);
}

async function openWithModule(page: Page): Promise<void> {
  await page.goto('/sin-widgets.html');
  await page.addScriptTag({ content: await moduleBundle() });
}

test('a 6,000 × 4,000 phone photo turned by its EXIF orientation is sent upright, within 2,000 px and under 1.5 MB', async ({ page }) => {
  await openWithModule(page);
  const outcome = await page.evaluate(async (exif) => {
    const { prepareImage, DEFAULT_RESIZE_OPTIONS } = (window as unknown as WithModule).imagePrepare;
    // Stored landscape, in four coloured quadrants, with a grain that makes it as heavy as a phone's photo.
    const [width, height] = [6000, 4000];
    const colours = [
      [
        [220, 30, 30],
        [30, 30, 220],
      ], // top: red, blue
      [
        [30, 180, 30],
        [230, 210, 30],
      ], // bottom: green, yellow
    ];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    const pixels = context.createImageData(width, height);
    let seed = 2463534242;
    for (let y = 0; y < height; y += 1) {
      const row = colours[y < height / 2 ? 0 : 1] ?? [];
      for (let x = 0; x < width; x += 1) {
        const colour = row[x < width / 2 ? 0 : 1] ?? [0, 0, 0];
        const offset = (y * width + x) * 4;
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        const grain = (seed & 31) - 16;
        pixels.data[offset] = (colour[0] ?? 0) + grain;
        pixels.data[offset + 1] = (colour[1] ?? 0) + grain;
        pixels.data[offset + 2] = (colour[2] ?? 0) + grain;
        pixels.data[offset + 3] = 255;
      }
    }
    context.putImageData(pixels, 0, 0);
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
    // The phone's orientation tag, right after the SOI marker.
    const photo = new File([jpeg.slice(0, 2), new Uint8Array(exif), jpeg.slice(2)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    const asShown = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    const fixture = { bytes: photo.size, shown: [asShown.width, asShown.height] };
    asShown.close();

    const result = await prepareImage(photo, 'jpeg', DEFAULT_RESIZE_OPTIONS);
    if (result.status !== 'resized') return { fixture, status: result.status };
    const decoded = await createImageBitmap(result.file);
    const check = new OffscreenCanvas(decoded.width, decoded.height);
    const checkContext = check.getContext('2d');
    if (checkContext === null) throw new Error('no 2D context');
    checkContext.drawImage(decoded, 0, 0);
    const at = (fx: number, fy: number) => [
      ...checkContext.getImageData(Math.round(decoded.width * fx), Math.round(decoded.height * fy), 1, 1).data.slice(0, 3),
    ];
    return {
      fixture,
      status: result.status,
      name: result.file.name,
      type: result.file.type,
      bytes: result.file.size,
      reported: [result.width, result.height],
      decoded: [decoded.width, decoded.height],
      quadrants: { topLeft: at(0.25, 0.25), topRight: at(0.75, 0.25), bottomLeft: at(0.25, 0.75), bottomRight: at(0.75, 0.75) },
    };
  }, exifOrientationSegment(6));

  // The fixture is what a phone sends: heavy, and shown portrait because of its tag.
  expect(outcome.fixture.bytes).toBeGreaterThan(4 * 1024 * 1024);
  expect(outcome.fixture.shown).toEqual([4000, 6000]);

  expect(outcome.status).toBe('resized');
  expect(outcome.type).toBe('image/webp');
  expect(outcome.name).toBe('IMG_2041.webp');
  expect(outcome.bytes).toBeLessThan(1.5 * 1024 * 1024);
  // Portrait, fitted within 2,000 px, and the pixels themselves upright (no tag left to turn them again).
  expect(outcome.reported).toEqual([1333, 2000]);
  expect(outcome.decoded).toEqual([1333, 2000]);
  // Turned 90° clockwise: the stored left column (red over green) is now the top row, right to left.
  expectColour(outcome.quadrants?.topLeft, [30, 180, 30], 40);
  expectColour(outcome.quadrants?.topRight, [220, 30, 30], 40);
  expectColour(outcome.quadrants?.bottomLeft, [230, 210, 30], 40);
  expectColour(outcome.quadrants?.bottomRight, [30, 30, 220], 40);
});

test('a small PNG is sent as the very file chosen, byte for byte', async ({ page }) => {
  await openWithModule(page);
  const outcome = await page.evaluate(async () => {
    const { prepareImage, DEFAULT_RESIZE_OPTIONS } = (window as unknown as WithModule).imagePrepare;
    const canvas = new OffscreenCanvas(200, 100);
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 120, 100);
    const logo = new File([await canvas.convertToBlob({ type: 'image/png' })], 'logo.png', { type: 'image/png' });
    const result = await prepareImage(logo, 'png', DEFAULT_RESIZE_OPTIONS);
    if (result.status === 'failed') return { status: result.status };
    const [before, after] = await Promise.all([logo.arrayBuffer(), result.file.arrayBuffer()]);
    return { status: result.status, same: result.file === logo, before: [...new Uint8Array(before)], after: [...new Uint8Array(after)] };
  });
  expect(outcome.status).toBe('original');
  expect(outcome.same).toBe(true);
  expect(outcome.after).toEqual(outcome.before);
});

test('an animated GIF heavier than the threshold is not re-encoded: both frames and the loop stay, its comment goes', async ({ page }) => {
  await openWithModule(page);
  const gif = Buffer.from(animatedGif(1_600_000)).toString('base64');
  const withoutComment = Buffer.from(animatedGif()).toString('base64');
  const outcome = await page.evaluate(
    async ([base64, expectedBase64]) => {
      const { prepareImage, DEFAULT_RESIZE_OPTIONS } = (window as unknown as WithModule).imagePrepare;
      const decode = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
      const bytes = decode(base64);
      const expected = decode(expectedBase64);
      const animation = new File([bytes], 'animada.gif', { type: 'image/gif' });
      // A GIF's frames as Chromium reads them.
      const frames = async (data: Uint8Array) => {
        const decoder = new ImageDecoder({ data, type: 'image/gif' });
        await decoder.tracks.ready;
        const count = decoder.tracks.selectedTrack?.frameCount ?? 0;
        decoder.close();
        return count;
      };
      const result = await prepareImage(animation, 'gif', DEFAULT_RESIZE_OPTIONS);
      if (result.status === 'failed') return { status: result.status, before: await frames(bytes) };
      const after = new Uint8Array(await result.file.arrayBuffer());
      return {
        status: result.status,
        before: await frames(bytes),
        after: await frames(after),
        size: animation.size,
        name: result.file.name,
        type: result.file.type,
        // The same GIF written without its comment, byte for byte.
        identical: after.length === expected.length && after.every((byte, index) => byte === expected[index]),
      };
    },
    [gif, withoutComment] as const,
  );
  expect(outcome.before).toBe(2);
  expect(outcome.size).toBeGreaterThan(1.5 * 1024 * 1024);
  expect(outcome.status).toBe('stripped');
  expect(outcome.after).toBe(2);
  expect([outcome.name, outcome.type]).toEqual(['animada.gif', 'image/gif']);
  expect(outcome.identical).toBe(true);
});

test('without OffscreenCanvas a <canvas> draws it; JPEG asked for puts white under transparency', async ({ page }) => {
  await openWithModule(page);
  const outcome = await page.evaluate(async () => {
    const { prepareImage, DEFAULT_RESIZE_OPTIONS } = (window as unknown as WithModule).imagePrepare;
    // A 3,000 × 1,000 plan: its left half transparent, its right half blue.
    const source = document.createElement('canvas');
    source.width = 3000;
    source.height = 1000;
    const context = source.getContext('2d');
    if (context === null) throw new Error('no 2D context');
    context.fillStyle = '#1e3cdc';
    context.fillRect(1500, 0, 1500, 1000);
    const blob = await new Promise<Blob | null>((resolve) => source.toBlob(resolve, 'image/png'));
    if (blob === null) throw new Error('no PNG');
    const plan = new File([blob], 'plano.png', { type: 'image/png' });
    Reflect.deleteProperty(window, 'OffscreenCanvas');
    const withoutOffscreen = typeof OffscreenCanvas === 'undefined';
    const result = await prepareImage(plan, 'png', { ...DEFAULT_RESIZE_OPTIONS, type: 'jpeg' });
    if (result.status !== 'resized') return { withoutOffscreen, status: result.status };
    const decoded = await createImageBitmap(result.file);
    const check = document.createElement('canvas');
    check.width = decoded.width;
    check.height = decoded.height;
    const checkContext = check.getContext('2d');
    if (checkContext === null) throw new Error('no 2D context');
    checkContext.drawImage(decoded, 0, 0);
    const at = (x: number) => [...checkContext.getImageData(x, 300, 1, 1).data.slice(0, 3)];
    return {
      withoutOffscreen,
      status: result.status,
      name: result.file.name,
      type: result.file.type,
      size: [decoded.width, decoded.height],
      left: at(500),
      right: at(1500),
    };
  });
  expect(outcome.withoutOffscreen).toBe(true);
  expect(outcome.status).toBe('resized');
  expect(outcome.name).toBe('plano.jpg');
  expect(outcome.type).toBe('image/jpeg');
  expect(outcome.size).toEqual([2000, 667]);
  expectColour(outcome.left, [255, 255, 255], 12);
  expectColour(outcome.right, [30, 60, 220], 24);
});
