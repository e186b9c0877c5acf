export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The size that fits `longSide` keeping the aspect ratio; never enlarged, never below 1 px. */
export function fitWithin({ width, height }: Size, longSide: number): Size {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
