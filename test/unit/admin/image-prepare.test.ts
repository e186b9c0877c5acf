/**
 * The decisions of preparing an image before upload (jsdom). Decoding, drawing and encoding
 * for real are covered in Chromium (test/browser/image-prepare.spec.ts); here the browser's
 * `createImageBitmap` and `OffscreenCanvas` are stand-ins that record what they are asked.
 */
import { chooseEncodedType } from '../../../src/admin/shared/uploader/prepare/encode-type';
import { renamedFor } from '../../../src/admin/shared/uploader/prepare/file-name';
import { fileToSend } from '../../../src/admin/shared/uploader/prepare/file-to-send';
import { fitWithin } from '../../../src/admin/shared/uploader/prepare/fit';
import { mayResize, needsResize } from '../../../src/admin/shared/uploader/prepare/needs-resize';
import type { ImageKind } from '../../../src/admin/shared/uploader/prepare/image-kind';
import { DEFAULT_RESIZE_OPTIONS, type ResizeOptions } from '../../../src/admin/shared/uploader/prepare/options';
import { prepareImage, type PreparedImage } from '../../../src/admin/shared/uploader/prepare/prepare-image';
import { resizeImage } from '../../../src/admin/shared/uploader/prepare/resize-image';
import { megabytes, prepareTexts } from '../../../src/admin/shared/uploader/prepare/texts';
import { PLAIN_PNG, PNG_SIGNATURE, ascii, bytesOf, gifParts, jpegParts, nodeFile, orientationOnly, phoneExif, segment, useNodeFiles } from './image-fixtures';

const MB = 1024 * 1024;
const options = DEFAULT_RESIZE_OPTIONS;

function fileOf(bytes: number, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

describe('options', () => {
  test('the defaults: on, 2,000 px on the long side, above 1.5 MB, WebP where possible, quality 0.85', () => {
    expect(DEFAULT_RESIZE_OPTIONS).toEqual({ enabled: true, longSide: 2000, aboveBytes: 1_572_864, type: 'auto', quality: 0.85 });
    expect(DEFAULT_RESIZE_OPTIONS.aboveBytes).toBe(1.5 * MB);
  });
});

describe('needsResize', () => {
  const image = (kind: ImageKind, bytes: number, width: number, height: number) => ({ kind, bytes, width, height });

  test.each<[string, ImageKind, number, number, number, boolean]>([
    ['a phone photo (12 MP, 5 MB)', 'jpeg', 5 * MB, 4000, 3000, true],
    ['a portrait photo taller than the long side', 'jpeg', 500_000, 1500, 2001, true],
    ['an image exactly 2,000 px and light', 'webp', 500_000, 2000, 1000, false],
    ['a heavy PNG within the long side', 'png', 2 * MB, 1200, 800, true],
    ['an image of exactly 1.5 MB within the long side', 'jpeg', 1.5 * MB, 1200, 800, false],
    ['a small PNG', 'png', 20_000, 200, 100, false],
    ['a huge GIF (may be animated)', 'gif', 8 * MB, 6000, 4000, false],
  ])('%s → %s', (_, kind, bytes, width, height, expected) => {
    expect(needsResize(image(kind, bytes, width, height), options)).toBe(expected);
  });

  test('never when resizing is off, however big', () => {
    const off: ResizeOptions = { ...options, enabled: false };
    expect(needsResize(image('jpeg', 12 * MB, 6000, 4000), off)).toBe(false);
    expect(mayResize('jpeg', off)).toBe(false);
  });

  test('follows a configured long side and size', () => {
    const small: ResizeOptions = { ...options, longSide: 1200, aboveBytes: 300_000 };
    expect(needsResize(image('jpeg', 200_000, 1201, 800), small)).toBe(true);
    expect(needsResize(image('jpeg', 300_001, 1200, 800), small)).toBe(true);
    expect(needsResize(image('jpeg', 300_000, 1200, 800), small)).toBe(false);
  });

  test('GIFs are ruled out before decoding; the other kinds may be resized', () => {
    expect(mayResize('gif', options)).toBe(false);
    for (const kind of ['png', 'jpeg', 'webp'] as const) expect(mayResize(kind, options)).toBe(true);
  });
});

describe('fitWithin', () => {
  test.each([
    [
      { width: 6000, height: 4000 },
      { width: 2000, height: 1333 },
    ],
    [
      { width: 4000, height: 6000 },
      { width: 1333, height: 2000 },
    ],
    [
      { width: 3000, height: 3000 },
      { width: 2000, height: 2000 },
    ],
    [
      { width: 1500, height: 1000 },
      { width: 1500, height: 1000 },
    ],
    [
      { width: 1, height: 10_000 },
      { width: 1, height: 2000 },
    ],
  ])('%o fits as %o', (size, expected) => {
    expect(fitWithin(size, 2000)).toEqual(expected);
  });
});

describe('renamedFor', () => {
  test.each([
    ['foto.jpg', 'image/webp', 'foto.webp'],
    ['IMG_2041.JPEG', 'image/jpeg', 'IMG_2041.jpg'],
    ['torta.de.limón.png', 'image/webp', 'torta.de.limón.webp'],
    ['sin-extension', 'image/jpeg', 'sin-extension.jpg'],
    ['', 'image/webp', 'imagen.webp'],
  ] as const)('%s as %s → %s', (name, type, expected) => {
    expect(renamedFor(name, type)).toBe(expected);
  });
});

describe('chooseEncodedType', () => {
  test.each([
    ['auto', true, 'image/webp'],
    ['auto', false, 'image/jpeg'],
    ['webp', true, 'image/webp'],
    ['webp', false, 'image/jpeg'],
    ['jpeg', true, 'image/jpeg'],
    ['jpeg', false, 'image/jpeg'],
  ] as const)('%s, WebP encodable: %s → %s', (requested, webp, expected) => {
    expect(chooseEncodedType(requested, webp)).toBe(expected);
  });
});

describe('fileToSend', () => {
  const original = fileOf(3 * MB, 'foto.jpg', 'image/jpeg');
  const clean = fileOf(3 * MB - 2000, 'foto.jpg', 'image/jpeg');
  const limit = 5 * MB;

  test('sends the lighter copy, the file without its metadata, or the original when it had none', () => {
    const copy = fileOf(400_000, 'foto.webp', 'image/webp');
    expect(fileToSend(original, { status: 'resized', file: copy, width: 2000, height: 1333 }, limit)).toEqual({ ok: true, file: copy });
    expect(fileToSend(original, { status: 'stripped', file: clean }, limit)).toEqual({ ok: true, file: clean });
    expect(fileToSend(original, { status: 'original', file: original }, limit)).toEqual({ ok: true, file: original });
  });

  test('a failed resize sends the file without its metadata when it fits the limit, and explains otherwise', () => {
    const failed: PreparedImage = { status: 'failed', reason: 'unsupported', fallback: clean };
    expect(fileToSend(original, failed, limit)).toEqual({ ok: true, file: clean });
    expect(fileToSend(original, failed, 2 * MB)).toEqual({ ok: false, refusal: 'not-prepared', bytes: clean.size });
    expect(fileToSend(original, { status: 'failed', reason: 'encode', fallback: clean }, 2 * MB)).toEqual({
      ok: false,
      refusal: 'not-prepared',
      bytes: clean.size,
    });
  });

  test('a file the browser cannot read as an image, over the limit, is simply too big (no browser could make it lighter)', () => {
    const unreadable: PreparedImage = { status: 'failed', reason: 'decode', fallback: clean };
    expect(fileToSend(original, unreadable, limit)).toEqual({ ok: true, file: clean });
    expect(fileToSend(original, unreadable, 2 * MB)).toEqual({ ok: false, refusal: 'too-big', bytes: clean.size });
  });

  test('nothing is sent when the metadata could not be told apart: the size is told first, if over', () => {
    for (const reason of ['decode', 'unreadable', 'unsupported'] as const) {
      expect(fileToSend(original, { status: 'failed', reason, fallback: null }, limit)).toEqual({ ok: false, refusal: 'unreadable' });
    }
    expect(fileToSend(original, { status: 'failed', reason: 'decode', fallback: null }, 2 * MB)).toEqual({ ok: false, refusal: 'too-big', bytes: 3 * MB });
    expect(fileToSend(original, { status: 'failed', reason: 'unreadable', fallback: null }, 2 * MB)).toEqual({ ok: false, refusal: 'too-big', bytes: 3 * MB });
    expect(fileToSend(original, { status: 'failed', reason: 'unsupported', fallback: null }, 2 * MB)).toEqual({
      ok: false,
      refusal: 'not-prepared',
      bytes: 3 * MB,
    });
  });

  test('the limit still holds after resizing, and for an original kept as chosen', () => {
    const heavyCopy = fileOf(3 * MB, 'foto.webp', 'image/webp');
    expect(fileToSend(original, { status: 'resized', file: heavyCopy, width: 2000, height: 1333 }, 2 * MB)).toEqual({
      ok: false,
      refusal: 'still-too-big',
      bytes: 3 * MB,
    });
    expect(fileToSend(original, { status: 'original', file: original }, 2 * MB)).toEqual({ ok: false, refusal: 'too-big', bytes: 3 * MB });
  });
});

describe('texts', () => {
  test('megabytes with one decimal and a decimal comma', () => {
    expect(megabytes(8.2 * MB)).toBe('8,2');
    expect(megabytes(1_572_864)).toBe('1,5');
  });

  test('the messages name the file, its size and the limit', () => {
    expect(prepareTexts.preparing).toBe('Preparando la imagen…');
    expect(prepareTexts.notPrepared('foto.jpg', '8,2', 5)).toBe(
      'No pudimos achicar «foto.jpg» en este navegador y pesa 8,2 MB; el máximo es 5 MB. Achicala antes de subirla o elegí una más liviana.',
    );
    expect(prepareTexts.stillTooBig('plano.png', '6,1', 5)).toBe('Aun achicada, «plano.png» pesa 6,1 MB y el máximo es 5 MB. Elegí una imagen más liviana.');
    expect(prepareTexts.unreadable('foto.jpg')).toBe(
      'No pudimos leer «foto.jpg» para quitarle los datos que guarda (como el lugar donde se sacó), así que no la subimos. Guardala de nuevo con otro programa o elegí otra imagen.',
    );
  });
});

/** What a stand-in canvas was asked to do. */
interface Drawn {
  size: [number, number];
  fills: string[];
  drawn: [number, number] | null;
  encoded: { type: string; quality: number } | null;
}

/**
 * Installs stand-ins for `createImageBitmap` and `OffscreenCanvas`: the bitmap has the given
 * sides, and the canvas encodes to a blob of `encodedBytes` of the asked type (or `encodesAs`).
 */
function fakeBrowser({ width, height, encodedBytes, encodesAs }: { width: number; height: number; encodedBytes: number; encodesAs?: string }) {
  const bitmap = { width, height, close: jest.fn() };
  const decode = jest.fn<Promise<typeof bitmap>, [Blob, ImageBitmapOptions]>(() => Promise.resolve(bitmap));
  const canvases: Drawn[] = [];
  class FakeOffscreenCanvas {
    private readonly record: Drawn;
    constructor(canvasWidth: number, canvasHeight: number) {
      this.record = { size: [canvasWidth, canvasHeight], fills: [], drawn: null, encoded: null };
      canvases.push(this.record);
    }
    set width(_: number) {}
    set height(_: number) {}
    getContext() {
      const record = this.record;
      return {
        fillStyle: '',
        imageSmoothingEnabled: false,
        imageSmoothingQuality: 'low',
        fillRect() {
          record.fills.push(this.fillStyle);
        },
        drawImage(_image: unknown, _x: number, _y: number, drawnWidth: number, drawnHeight: number) {
          record.drawn = [drawnWidth, drawnHeight];
        },
      };
    }
    convertToBlob({ type, quality }: { type: string; quality: number }) {
      this.record.encoded = { type, quality };
      // jsdom's File (which resizeImage builds) reads only jsdom's own blobs, and jest-fixed-jsdom's
      // global Blob is Node's: a jsdom File stands for the encoded blob.
      return Promise.resolve(new File([new Uint8Array(encodedBytes)], '', { type: encodesAs ?? type }));
    }
  }
  Object.defineProperty(globalThis, 'createImageBitmap', { value: decode, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'OffscreenCanvas', { value: FakeOffscreenCanvas, configurable: true, writable: true });
  return { bitmap, decode, canvases };
}

describe('resizeImage', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
    Reflect.deleteProperty(globalThis, 'OffscreenCanvas');
  });

  test('a GIF goes as chosen, without being decoded', async () => {
    const { decode } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10 });
    const gif = fileOf(8 * MB, 'animada.gif', 'image/gif');
    await expect(resizeImage(gif, 'gif', options)).resolves.toEqual({ status: 'original', file: gif });
    expect(decode).not.toHaveBeenCalled();
  });

  test('with resizing off the original goes as chosen, without being decoded', async () => {
    const { decode } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10 });
    const photo = fileOf(8 * MB, 'foto.jpg', 'image/jpeg');
    const result = await resizeImage(photo, 'jpeg', { ...options, enabled: false });
    expect(result.status === 'original' && result.file).toBe(photo);
    expect(decode).not.toHaveBeenCalled();
  });

  test('an image already small enough goes as chosen, and its bitmap is closed', async () => {
    const { bitmap, decode, canvases } = fakeBrowser({ width: 800, height: 600, encodedBytes: 10 });
    const small = fileOf(90_000, 'logo.png', 'image/png');
    const result = await resizeImage(small, 'png', options);
    expect(result.status === 'original' && result.file).toBe(small);
    expect(decode).toHaveBeenCalledWith(small, { imageOrientation: 'from-image' });
    expect(bitmap.close).toHaveBeenCalled();
    expect(canvases).toEqual([]);
  });

  test('a big photo is drawn fitted within the long side, encoded with the quality and renamed', async () => {
    const { bitmap, canvases } = fakeBrowser({ width: 4000, height: 6000, encodedBytes: 700_000 });
    const photo = fileOf(9 * MB, 'IMG_2041.JPG', 'image/jpeg');
    const result = await resizeImage(photo, 'jpeg', { ...options, type: 'jpeg', quality: 0.8 });
    if (result.status !== 'resized') throw new Error(`expected a resized image, got ${result.status}`);
    expect(result).toMatchObject({ width: 1333, height: 2000 });
    expect(result.file.name).toBe('IMG_2041.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.size).toBe(700_000);
    expect(result.file.lastModified).toBe(photo.lastModified);
    // JPEG has no transparency: white under the picture.
    expect(canvases).toEqual([{ size: [1333, 2000], fills: ['#fff'], drawn: [1333, 2000], encoded: { type: 'image/jpeg', quality: 0.8 } }]);
    expect(bitmap.close).toHaveBeenCalled();
  });

  test('WebP where the browser encodes it, keeping transparency (nothing painted under the picture)', async () => {
    const { canvases } = fakeBrowser({ width: 3000, height: 1000, encodedBytes: 200_000 });
    const result = await resizeImage(fileOf(3 * MB, 'plano.png', 'image/png'), 'png', options);
    if (result.status !== 'resized') throw new Error(`expected a resized image, got ${result.status}`);
    expect(result.file.name).toBe('plano.webp');
    expect(result.file.type).toBe('image/webp');
    expect(canvases.at(-1)).toEqual({ size: [2000, 667], fills: [], drawn: [2000, 667], encoded: { type: 'image/webp', quality: 0.85 } });
  });

  test('a heavy image within the long side whose copy saves nothing goes as chosen', async () => {
    fakeBrowser({ width: 1600, height: 1200, encodedBytes: 2 * MB });
    const heavy = fileOf(2 * MB, 'captura.jpg', 'image/jpeg');
    const result = await resizeImage(heavy, 'jpeg', { ...options, type: 'jpeg' });
    expect(result.status === 'original' && result.file).toBe(heavy);
  });

  test('a heavy image within the long side whose copy is lighter is sent as the copy', async () => {
    fakeBrowser({ width: 1600, height: 1200, encodedBytes: 600_000 });
    const result = await resizeImage(fileOf(2 * MB, 'captura.jpg', 'image/jpeg'), 'jpeg', { ...options, type: 'jpeg' });
    expect(result).toMatchObject({ status: 'resized', width: 1600, height: 1200 });
  });

  test('failures are returned, not thrown', async () => {
    const photo = fileOf(8 * MB, 'foto.jpg', 'image/jpeg');
    // jsdom has no createImageBitmap: a browser that cannot decode here.
    await expect(resizeImage(photo, 'jpeg', options)).resolves.toEqual({ status: 'failed', reason: 'unsupported' });

    const { decode } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10 });
    decode.mockRejectedValueOnce(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    await expect(resizeImage(photo, 'jpeg', options)).resolves.toEqual({ status: 'failed', reason: 'decode' });
  });

  test('an encoder that hands back another type (a browser without it) is a failure', async () => {
    const { bitmap } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10, encodesAs: 'image/png' });
    const result = await resizeImage(fileOf(8 * MB, 'foto.jpg', 'image/jpeg'), 'jpeg', { ...options, type: 'jpeg' });
    expect(result).toEqual({ status: 'failed', reason: 'encode' });
    expect(bitmap.close).toHaveBeenCalled();
  });

  test('`always` re-encodes an image already small enough, even when the copy saves nothing', async () => {
    const { canvases } = fakeBrowser({ width: 800, height: 600, encodedBytes: 200_000 });
    const small = fileOf(90_000, 'logo.png', 'image/png');
    const result = await resizeImage(small, 'png', options, undefined, true);
    expect(result).toMatchObject({ status: 'resized', width: 800, height: 600 });
    expect(canvases).toHaveLength(1);
  });

  test('an abort rejects with the signal’s reason, and a decoded bitmap is closed', async () => {
    const { bitmap, decode, canvases } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10 });
    const photo = fileOf(8 * MB, 'foto.jpg', 'image/jpeg');
    const before = new AbortController();
    before.abort();
    await expect(resizeImage(photo, 'jpeg', options, before.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(decode).not.toHaveBeenCalled();

    const during = new AbortController();
    decode.mockImplementationOnce(() => {
      during.abort();
      return Promise.resolve(bitmap);
    });
    await expect(resizeImage(photo, 'jpeg', options, during.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(bitmap.close).toHaveBeenCalled();
    expect(canvases).toEqual([]);
  });
});

describe('prepareImage: nothing of the metadata of the file chosen leaves the page', () => {
  useNodeFiles();
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
    Reflect.deleteProperty(globalThis, 'OffscreenCanvas');
  });

  const { soi, jfif, exif, xmp, icc, dqt, sof0, dht, sos, scan, eoi } = jpegParts;
  const photoBytes = [...soi, ...jfif, ...exif(phoneExif({ orientation: 6 })), ...xmp, ...icc, ...dqt, ...sof0, ...dht, ...sos, ...scan, ...eoi];
  const expectedBytes = [
    ...soi,
    ...jfif,
    ...segment(0xe1, [...ascii('Exif'), 0, 0, ...orientationOnly(6)]),
    ...icc,
    ...dqt,
    ...sof0,
    ...dht,
    ...sos,
    ...scan,
    ...eoi,
  ];
  const unreadablePng = () => nodeFile([...PNG_SIGNATURE, ...new Array<number>(56).fill(0)], 'foto.png', 'image/png');

  test('a photo small enough is not re-encoded: its own bytes go, without EXIF (GPS) and XMP, with its orientation and ICC profile', async () => {
    const { decode, canvases } = fakeBrowser({ width: 800, height: 600, encodedBytes: 10 });
    const photo = nodeFile(photoBytes, 'IMG_2041.jpg', 'image/jpeg');
    const result = await prepareImage(photo, 'jpeg', options);
    if (result.status !== 'stripped') throw new Error(`expected a stripped image, got ${result.status}`);
    expect(result.file).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg', lastModified: photo.lastModified });
    expect(await bytesOf(result.file)).toEqual(expectedBytes);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(canvases).toEqual([]);
  });

  test('an image without metadata goes as the very file chosen', async () => {
    fakeBrowser({ width: 1, height: 1, encodedBytes: 10 });
    const plain = nodeFile(PLAIN_PNG, 'logo.png', 'image/png');
    await expect(prepareImage(plain, 'png', options)).resolves.toEqual({ status: 'original', file: plain });
  });

  test('a GIF, and any image with resizing off, lose their metadata without being decoded', async () => {
    const { decode } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 10 });
    const { head, loop, comment, frame, trailer } = gifParts;
    const gif = nodeFile([...head, ...loop, ...comment, ...frame(0), ...frame(1), ...trailer], 'animada.gif', 'image/gif');
    const fromGif = await prepareImage(gif, 'gif', options);
    expect(fromGif.status).toBe('stripped');
    expect(fromGif.status === 'stripped' && (await bytesOf(fromGif.file))).toEqual([...head, ...loop, ...frame(0), ...frame(1), ...trailer]);
    const fromPhoto = await prepareImage(nodeFile(photoBytes, 'IMG_2041.jpg', 'image/jpeg'), 'jpeg', { ...options, enabled: false });
    expect(fromPhoto.status === 'stripped' && (await bytesOf(fromPhoto.file))).toEqual(expectedBytes);
    expect(decode).not.toHaveBeenCalled();
  });

  test('a browser that cannot resize still has the photo without its metadata to send', async () => {
    // jsdom has no createImageBitmap.
    const photo = nodeFile(photoBytes, 'IMG_2041.jpg', 'image/jpeg');
    const result = await prepareImage(photo, 'jpeg', options);
    if (result.status !== 'failed' || result.fallback === null) throw new Error(`expected a failure with a fallback, got ${result.status}`);
    expect(result.reason).toBe('unsupported');
    expect(await bytesOf(result.fallback)).toEqual(expectedBytes);
    const decision = fileToSend(photo, result, 5 * MB);
    expect(decision.ok && decision.file).toBe(result.fallback);
  });

  test('a big photo is re-encoded (a canvas keeps only pixels), with no stripping needed', async () => {
    const { canvases } = fakeBrowser({ width: 6000, height: 4000, encodedBytes: 700_000 });
    const result = await prepareImage(nodeFile(photoBytes, 'IMG_2041.jpg', 'image/jpeg'), 'jpeg', options);
    expect(result).toMatchObject({ status: 'resized', width: 2000, height: 1333 });
    expect(canvases).toHaveLength(1);
  });

  test('an image whose container cannot be read is rebuilt from its pixels, however small', async () => {
    const { canvases } = fakeBrowser({ width: 300, height: 200, encodedBytes: 5000 });
    const result = await prepareImage(unreadablePng(), 'png', options);
    expect(result).toMatchObject({ status: 'resized', width: 300, height: 200 });
    expect(result.status === 'resized' && result.file.name).toBe('foto.webp');
    expect(canvases).toHaveLength(1);
  });

  test('…and is not sent when it cannot be rebuilt: no decoder, a decoder that refuses it, resizing off, a GIF', async () => {
    const refused = async (file: File, kind: ImageKind, resize: ResizeOptions = options) => {
      const result = await prepareImage(file, kind, resize);
      return { result, decision: fileToSend(file, result, 5 * MB) };
    };
    expect(await refused(unreadablePng(), 'png')).toEqual({
      result: { status: 'failed', reason: 'unsupported', fallback: null },
      decision: { ok: false, refusal: 'unreadable' },
    });
    const { decode } = fakeBrowser({ width: 300, height: 200, encodedBytes: 5000 });
    decode.mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    expect(await refused(unreadablePng(), 'png')).toEqual({
      result: { status: 'failed', reason: 'decode', fallback: null },
      decision: { ok: false, refusal: 'unreadable' },
    });
    decode.mockClear();
    expect(await refused(unreadablePng(), 'png', { ...options, enabled: false })).toEqual({
      result: { status: 'failed', reason: 'unreadable', fallback: null },
      decision: { ok: false, refusal: 'unreadable' },
    });
    const brokenGif = nodeFile([...gifParts.head, ...gifParts.frame(0).slice(0, 15)], 'rota.gif', 'image/gif');
    expect(await refused(brokenGif, 'gif')).toEqual({
      result: { status: 'failed', reason: 'unreadable', fallback: null },
      decision: { ok: false, refusal: 'unreadable' },
    });
    expect(decode).not.toHaveBeenCalled();
  });
});
