/** The parts of a 2D context used here, common to a `<canvas>` and an `OffscreenCanvas`. */
type DrawingContext = CanvasDrawImage & CanvasRect & CanvasFillStrokeStyles & CanvasImageSmoothing;

/** A canvas to draw on and encode from, whichever kind the browser has. */
interface Surface {
  readonly context: DrawingContext;
  /** The encoded image, or null when the browser could not encode it. */
  encode(type: string, quality: number): Promise<Blob | null>;
  /** Gives back the pixels' memory now: Safari caps the canvas memory of a page and frees it late. */
  release(): void;
}

function offscreenSurface(width: number, height: number): Surface | null {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (context === null) return null;
  return {
    context,
    encode: (type, quality) => canvas.convertToBlob({ type, quality }).catch(() => null),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

function elementSurface(width: number, height: number): Surface | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) return null;
  return {
    context,
    encode: (type, quality) =>
      new Promise((resolve) => {
        try {
          canvas.toBlob(resolve, type, quality);
        } catch {
          resolve(null);
        }
      }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** An `OffscreenCanvas` where there is one (no DOM node, no layout), else a detached `<canvas>`; null without either. */
export function createSurface(width: number, height: number): Surface | null {
  try {
    if (typeof OffscreenCanvas === 'function') return offscreenSurface(width, height);
    if (typeof document !== 'undefined') return elementSurface(width, height);
  } catch {
    // A size the browser refuses, or a canvas it cannot give: no surface.
  }
  return null;
}
