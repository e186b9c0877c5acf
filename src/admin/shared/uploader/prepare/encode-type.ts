import type { OutputType } from './options';
import { createSurface } from './surface';

export type EncodedType = 'image/webp' | 'image/jpeg';

/** WebP when asked for (`auto` or `webp`) and the browser encodes it; JPEG otherwise. */
export function chooseEncodedType(requested: OutputType, webpEncodable: boolean): EncodedType {
  return requested !== 'jpeg' && webpEncodable ? 'image/webp' : 'image/jpeg';
}

let webpProbe: Promise<boolean> | null = null;

/**
 * Whether this browser encodes WebP, tested once: a browser that cannot (older Safari)
 * silently hands back a PNG from `toBlob('image/webp')`, so the blob's type tells.
 */
function canEncodeWebp(): Promise<boolean> {
  webpProbe ??= probeWebp();
  return webpProbe;
}

async function probeWebp(): Promise<boolean> {
  const surface = createSurface(1, 1);
  if (surface === null) return false;
  const blob = await surface.encode('image/webp', 0.85);
  surface.release();
  return blob?.type === 'image/webp';
}

export async function encodedTypeFor(requested: OutputType): Promise<EncodedType> {
  if (requested === 'jpeg') return 'image/jpeg';
  return chooseEncodedType(requested, await canEncodeWebp());
}
