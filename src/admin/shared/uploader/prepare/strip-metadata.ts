import type { ImageKind } from './image-kind';
import type { Rewritten } from './byte-parts';
import { stripGif } from './gif-metadata';
import { stripJpeg } from './jpeg-metadata';
import { stripPng } from './png-metadata';
import { stripWebp } from './webp-metadata';

/**
 * An image's own bytes without what it says about whoever made it: EXIF (with the GPS
 * position a phone writes), XMP, IPTC, comments, text chunks. The container is rewritten and
 * the compressed picture copied as it is: no pixel changes, nothing is re-encoded. What shapes
 * the picture stays: the ICC profile, transparency, animation, and the EXIF orientation alone.
 * Null when the file's structure cannot be followed (nothing in it can then be vouched for).
 */
export function stripMetadata(bytes: Uint8Array<ArrayBuffer>, kind: ImageKind): Rewritten | null {
  switch (kind) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      return stripGif(bytes);
  }
}
