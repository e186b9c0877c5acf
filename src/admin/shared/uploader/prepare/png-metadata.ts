import { ascii, hasAt, partsOf, type Rewritten } from './byte-parts';
import { crc32 } from './crc32';
import { isOrientationOnly, orientationTiff, orientationToKeep } from './exif-orientation';

/**
 * A PNG without its metadata, its pixels untouched: every critical chunk (IHDR, PLTE, IDAT,
 * IEND) and the ancillary chunks that shape the picture are kept; text (tEXt, zTXt, iTXt),
 * EXIF (eXIf, but for its orientation), the time (tIME) and any chunk not known to shape the
 * picture go, as do bytes after IEND.
 */

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** Transparency, colour (iCCP is the ICC profile), density, and APNG's animation chunks. */
const SHAPES_PICTURE = new Set([
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCV',
  'cLLI',
  'mDCv',
  'cLLi',
  'sBIT',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/** An eXIf chunk holding only the orientation. */
function orientationChunk(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = orientationTiff(orientation);
  const chunk = new Uint8Array(12 + tiff.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, tiff.length);
  chunk.set(ascii('eXIf'), 4);
  chunk.set(tiff, 8);
  view.setUint32(8 + tiff.length, crc32(chunk.subarray(4, 8 + tiff.length)));
  return chunk;
}

/** The PNG without metadata, or null when its chunks cannot be followed to IEND. */
export function stripPng(bytes: Uint8Array<ArrayBuffer>): Rewritten | null {
  if (!hasAt(bytes, 0, SIGNATURE) || !hasAt(bytes, 12, 'IHDR')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = partsOf(bytes);
  out.keep(0, SIGNATURE.length);
  let at = SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) return null;
    const typeBytes = bytes.subarray(at + 4, at + 8);
    if (!typeBytes.every(isLetter)) return null;
    const type = String.fromCharCode(...typeBytes);
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return null;
    const critical = (typeBytes[0] ?? 0) < 0x61;
    if (type === 'eXIf') {
      const exif = bytes.subarray(at + 8, end - 4);
      const orientation = orientationToKeep(exif);
      if (orientation !== null && isOrientationOnly(exif, orientation)) out.keep(at, end);
      else if (orientation !== null) out.add(orientationChunk(orientation));
    } else if (critical || SHAPES_PICTURE.has(type)) {
      out.keep(at, end);
    }
    at = end;
    if (type === 'IEND') return out.done();
  }
}
