import { hasAt, partsOf, type Rewritten } from './byte-parts';
import { EXIF_HEADER, isOrientationOnly, orientationTiff, orientationToKeep } from './exif-orientation';

/**
 * A JPEG without its metadata, its compressed picture untouched: the segments before and
 * between the scans are walked, and only those a decoder needs are kept. Of the APPn
 * segments, three shape the picture: JFIF (APP0: pixel density), the ICC profile (APP2: its
 * colours) and Adobe (APP14: how CMYK is stored). EXIF and XMP (APP1), IPTC (APP13),
 * comments and every other APPn go. Whatever follows the end of the image goes too: phones
 * append there a second picture or a video (MPF, motion photos) with metadata of its own.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** Markers that stand alone, without a length: TEM and the restart markers. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function shapesPicture(bytes: Uint8Array, marker: number, payload: number): boolean {
  if (marker === APP0) return hasAt(bytes, payload, 'JFIF\0');
  if (marker === APP2) return hasAt(bytes, payload, 'ICC_PROFILE\0');
  if (marker === APP14) return hasAt(bytes, payload, 'Adobe');
  return false;
}

/** An APP1 segment holding only the orientation. */
function orientationSegment(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = orientationTiff(orientation);
  const length = 2 + EXIF_HEADER.length + tiff.length;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, APP1, length >> 8, length & 0xff]);
  segment.set(EXIF_HEADER, 4);
  segment.set(tiff, 4 + EXIF_HEADER.length);
  return segment;
}

/**
 * Where the compressed data that starts at `from` ends: at the first marker other than a
 * stuffed byte (FF 00) or a restart (FF D0–D7). A file cut short (the data runs to its end)
 * is shown by browsers as far as it goes, and so is kept as far as it goes.
 */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at === -1 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1] ?? 0;
    if (next === 0xff) at += 1;
    else if (next === 0x00 || standalone(next)) at += 2;
    else return at;
  }
}

/** The JPEG without metadata, or null when its structure cannot be followed. */
export function stripJpeg(bytes: Uint8Array<ArrayBuffer>): Rewritten | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const out = partsOf(bytes);
  out.keep(0, 2);
  let at = 2;
  let exifSeen = false;
  let scanned = false;
  for (;;) {
    // Bytes between segments that are not a marker are skipped by decoders, and dropped here.
    at = bytes.indexOf(0xff, at);
    if (at === -1) break;
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined || marker === 0x00) return null;
    if (marker === EOI) {
      out.keep(at, at + 2);
      break;
    }
    if (standalone(marker)) {
      out.keep(at, at + 2);
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const end = at + 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
    if (end < at + 4 || end > bytes.length) return null;
    const payload = at + 4;
    const isApp = marker >= APP0 && marker <= 0xef;
    if (marker === APP1 && !exifSeen && hasAt(bytes, payload, EXIF_HEADER)) {
      // Viewers read the first EXIF segment: its orientation is written back in its place.
      exifSeen = true;
      const exif = bytes.subarray(payload, end);
      const orientation = orientationToKeep(exif);
      if (orientation !== null && isOrientationOnly(exif, orientation)) out.keep(at, end);
      else if (orientation !== null) out.add(orientationSegment(orientation));
    } else if ((!isApp && marker !== COM) || shapesPicture(bytes, marker, payload)) {
      out.keep(at, end);
    }
    at = end;
    if (marker === SOS) {
      scanned = true;
      const dataEnd = scanEnd(bytes, at);
      out.keep(at, dataEnd);
      at = dataEnd;
    }
  }
  // Without a scan there is no picture to send.
  return scanned ? out.done() : null;
}
