import { ascii, hasAt } from './byte-parts';

/**
 * The EXIF Orientation tag (0x0112) is the one piece of EXIF a viewer needs: a phone stores
 * its pixels as the sensor read them and this tag says how to turn them. Everything else in
 * EXIF (GPS position, camera, dates, thumbnail) goes; the orientation is written back alone.
 */

/** What JPEG's APP1 and some WebP writers put before the TIFF structure. */
export const EXIF_HEADER = ascii('Exif\0\0');

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** A TIFF structure (EXIF's container), "Exif\0\0" before it or not. */
function tiffOf(exif: Uint8Array): Uint8Array {
  return hasAt(exif, 0, EXIF_HEADER) ? exif.subarray(EXIF_HEADER.length) : exif;
}

/** The orientation that turns the picture (2–8), or null: none, upright (1), or unreadable. */
export function orientationToKeep(exif: Uint8Array): number | null {
  const tiff = tiffOf(exif);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = hasAt(tiff, 0, 'II');
  if (!little && !hasAt(tiff, 0, 'MM')) return null;
  if (tiff.length < 8 || view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return null;
    const value = view.getUint16(entry + 8, little);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** A big-endian TIFF structure holding one tag, the orientation: 26 bytes. */
export function orientationTiff(orientation: number): Uint8Array<ArrayBuffer> {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set(ascii('MM'));
  view.setUint16(2, 42);
  view.setUint32(4, 8); // the first directory right after the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, ORIENTATION_TAG);
  view.setUint16(12, SHORT);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no second directory (no thumbnail)
  return tiff;
}

/** Whether `exif` is already what `orientationTiff` writes, so a second pass leaves the file as it is. */
export function isOrientationOnly(exif: Uint8Array, orientation: number): boolean {
  const tiff = tiffOf(exif);
  const minimal = orientationTiff(orientation);
  return tiff.length === minimal.length && hasAt(tiff, 0, minimal);
}
