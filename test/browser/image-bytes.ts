import type { Page } from '@playwright/test';

/**
 * Image bytes for the browser tests: a JPEG the browser draws, and, written by hand, what a
 * phone adds to its JPEGs (an EXIF orientation) and an animated GIF, which no canvas can produce.
 */

/** A `width` × `height` JPEG drawn by the browser, top half red and bottom half blue (no metadata of its own). */
export async function twoColourJpeg(page: Page, width: number, height: number): Promise<number[]> {
  return page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2D context');
      context.fillStyle = 'rgb(220, 30, 30)';
      context.fillRect(0, 0, w, h / 2);
      context.fillStyle = 'rgb(30, 30, 220)';
      context.fillRect(0, h / 2, w, h / 2);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer())];
    },
    [width, height] as const,
  );
}

function uint16(value: number): number[] {
  return [(value >> 8) & 0xff, value & 0xff];
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const ASCII = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * A JPEG APP1 segment holding only an EXIF Orientation tag (0x0112), big-endian TIFF: spliced
 * after a JPEG's SOI marker, it tells viewers to turn the stored pixels (6 = 90° clockwise).
 */
export function exifOrientationSegment(orientation: number): number[] {
  const tiff = [
    ...ASCII('MM'),
    ...uint16(42),
    ...uint32(8), // header: big-endian, IFD0 right after it
    ...uint16(1), // IFD0 holds one entry:
    ...uint16(0x0112),
    ...uint16(3),
    ...uint32(1),
    ...uint16(orientation),
    0,
    0, // Orientation, SHORT, 1 value
    ...uint32(0), // no IFD1
  ];
  const payload = [...ASCII('Exif'), 0, 0, ...tiff];
  // The length counts itself (2 bytes) and the payload, not the marker.
  return [0xff, 0xe1, ...uint16(payload.length + 2), ...payload];
}

function littleEndian16(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff];
}

/** One 1×1 frame of colour `index` (of 2): its own delay, then LZW codes clear, index, end. */
function gifFrame(index: 0 | 1): number[] {
  const graphicControl = [0x21, 0xf9, 4, 0, ...littleEndian16(50), 0, 0]; // 0.5 s
  const descriptor = [0x2c, ...littleEndian16(0), ...littleEndian16(0), ...littleEndian16(1), ...littleEndian16(1), 0];
  // Minimum code size 2: clear = 4, end = 5, 3-bit codes packed from the low bit: 100, index, 101.
  const data = [2, 2, 0x44 | (index << 3), 0x01, 0];
  return [...graphicControl, ...descriptor, ...data];
}

/**
 * A looping two-frame GIF (red, then blue), padded with a comment of `padding` bytes so that
 * it may be heavier than the resize threshold: then only its kind keeps it from being re-encoded
 * (its comment, metadata, is still removed).
 */
export function animatedGif(padding = 0): number[] {
  const header = [...ASCII('GIF89a'), ...littleEndian16(1), ...littleEndian16(1), 0x80, 0, 0];
  const palette = [0xff, 0, 0, 0, 0, 0xff];
  const loop = [0x21, 0xff, 11, ...ASCII('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  const comment = [0x21, 0xfe];
  for (let left = padding; left > 0; left -= 255) {
    const size = Math.min(255, left);
    comment.push(size, ...new Array<number>(size).fill(0x20));
  }
  comment.push(0);
  return [...header, ...palette, ...loop, ...(padding > 0 ? comment : []), ...gifFrame(0), ...gifFrame(1), 0x3b];
}
