import type { ImageKind } from './image-kind';
import type { ResizeOptions } from './options';

/** What is known of an image once decoded (sides as shown, EXIF orientation applied). */
interface SourceImage {
  readonly kind: ImageKind;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Whether an image of this kind may be re-encoded at all, known before decoding it.
 * A GIF may be animated, and a canvas keeps only its first frame: GIFs go as chosen.
 */
export function mayResize(kind: ImageKind, options: ResizeOptions): boolean {
  return options.enabled && kind !== 'gif';
}

/** Too many pixels on its long side, or too heavy. */
export function needsResize(image: SourceImage, options: ResizeOptions): boolean {
  if (!mayResize(image.kind, options)) return false;
  return Math.max(image.width, image.height) > options.longSide || image.bytes > options.aboveBytes;
}
