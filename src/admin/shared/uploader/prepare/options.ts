/**
 * How an accepted image is made lighter before it is sent: phone photos (4–12 MB, thousands
 * of pixels a side) go beyond the uploader's limit and a stock PHP's `upload_max_filesize`.
 */

/** The encodings an image may come out in; `auto` is WebP where the browser encodes it, else JPEG. */
export const OUTPUT_TYPES = ['auto', 'webp', 'jpeg'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export interface ResizeOptions {
  /** Off for an upload that must keep the original file as chosen. */
  readonly enabled: boolean;
  /** Pixels on the long side the result fits within. */
  readonly longSide: number;
  /** Bytes above which an image is re-encoded even when its sides are already within `longSide`. */
  readonly aboveBytes: number;
  readonly type: OutputType;
  /** The encoder's quality, from 0 to 1 (WebP and JPEG). */
  readonly quality: number;
}

export const DEFAULT_RESIZE_OPTIONS: ResizeOptions = {
  enabled: true,
  longSide: 2000,
  aboveBytes: 1_572_864, // 1.5 MB
  type: 'auto',
  quality: 0.85,
};
