import { encodedTypeFor, type EncodedType } from './encode-type';
import { renamedFor } from './file-name';
import { fitWithin, type Size } from './fit';
import type { ImageKind } from './image-kind';
import { mayResize, needsResize } from './needs-resize';
import type { ResizeOptions } from './options';
import { createSurface } from './surface';

/** Why an image could not be re-encoded: no way to decode or draw it here, a decoder that refused it, or no encoder. */
export type ResizeFailure = 'unsupported' | 'decode' | 'encode';

/**
 * Whether the file chosen stays as it is (`original`: a GIF, resizing off, an image already
 * small enough, or a re-encoding that saved nothing) or is replaced by a lighter copy.
 * A failure is returned, not thrown: the caller decides what may still be sent.
 */
type ResizedImage =
  | { readonly status: 'original'; readonly file: File }
  | { readonly status: 'resized'; readonly file: File; readonly width: number; readonly height: number }
  | { readonly status: 'failed'; readonly reason: ResizeFailure };

async function decode(file: File): Promise<ImageBitmap | ResizeFailure> {
  if (typeof createImageBitmap !== 'function') return 'unsupported';
  try {
    // 'from-image' applies the EXIF orientation: the pixels come upright, and the canvas
    // writes no EXIF, so the copy shows upright everywhere.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return 'decode';
  }
}

async function encode(bitmap: ImageBitmap, size: Size, type: EncodedType, quality: number): Promise<Blob | ResizeFailure> {
  const surface = createSurface(size.width, size.height);
  if (surface === null) return 'unsupported';
  try {
    const { context } = surface;
    if (type === 'image/jpeg') {
      // JPEG has no transparency: transparent pixels would come out black, white is what a page shows behind them.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await surface.encode(type, quality);
    // A browser that cannot encode the type hands back a PNG instead: not what was asked.
    return blob !== null && blob.type === type ? blob : 'encode';
  } finally {
    surface.release();
  }
}

/**
 * Makes an accepted image light enough to send: fitted within `options.longSide` on its long
 * side, upright, and encoded as WebP or JPEG. `always` re-encodes even an image small enough
 * (one whose container could not be read: only its pixels may leave). Rejects with the
 * signal's reason when aborted.
 */
export async function resizeImage(file: File, kind: ImageKind, options: ResizeOptions, signal?: AbortSignal, always = false): Promise<ResizedImage> {
  const original = { status: 'original', file } as const;
  if (!mayResize(kind, options)) return original;
  signal?.throwIfAborted();
  const bitmap = await decode(file);
  if (typeof bitmap === 'string') return { status: 'failed', reason: bitmap };
  try {
    signal?.throwIfAborted();
    const source = { width: bitmap.width, height: bitmap.height };
    if (!always && !needsResize({ kind, bytes: file.size, ...source }, options)) return original;
    const size = fitWithin(source, options.longSide);
    const type = await encodedTypeFor(options.type);
    const blob = await encode(bitmap, size, type, options.quality);
    signal?.throwIfAborted();
    if (typeof blob === 'string') return { status: 'failed', reason: blob };
    // Heavy but already small enough in pixels (a PNG screenshot, a finely compressed JPEG):
    // a copy that saves nothing only loses quality.
    const smallerSides = size.width < source.width || size.height < source.height;
    if (!always && !smallerSides && blob.size >= file.size) return original;
    const prepared = new File([blob], renamedFor(file.name, type), { type, lastModified: file.lastModified });
    return { status: 'resized', file: prepared, ...size };
  } finally {
    bitmap.close();
  }
}
