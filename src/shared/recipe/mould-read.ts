/**
 * A recipe's mould and the visitor's (docs/widgets/recipe.md, "Mould"): round by its diameter,
 * square by its side, rectangular by its two sides, in centimetres. Here only what reads one:
 * `recipe-tools` reads `data-mould` on every recipe page, while the geometry (mould.ts) comes
 * with the kitchen tools.
 *
 * Written in `data-mould` as the host package prints it from the recipe's stored `mould`
 * ({shape, size, width?}): 'redondo 24', 'cuadrado 20', 'rectangular 20x30'.
 */
export type Mould =
  | { readonly shape: 'redondo'; readonly size: number }
  | { readonly shape: 'cuadrado'; readonly size: number }
  | { readonly shape: 'rectangular'; readonly size: number; readonly width: number };

export type MouldShape = Mould['shape'];

/** The smallest and largest side or diameter read, in cm: a tartlet to an oven tray. */
const MIN_MOULD_CM = 5;
const MAX_MOULD_CM = 80;

const side = (text: string | undefined): number | null => {
  const value = Number((text ?? '').replace(',', '.'));
  return Number.isFinite(value) && value >= MIN_MOULD_CM && value <= MAX_MOULD_CM ? value : null;
};

/** 'redondo 24', 'cuadrado 20', 'rectangular 20x30' (decimal comma or point); null for anything else. */
export function readMould(text: string): Mould | null {
  const match = /^\s*(redondo|cuadrado|rectangular)\s+(\d+(?:[.,]\d+)?)(?:\s*[x×]\s*(\d+(?:[.,]\d+)?))?\s*$/i.exec(text);
  if (match === null) return null;
  const shape = (match[1] ?? '').toLowerCase();
  const size = side(match[2]);
  const width = match[3] === undefined ? null : side(match[3]);
  if (size === null) return null;
  if (shape === 'rectangular') return width === null ? null : { shape, size, width };
  if (match[3] !== undefined) return null;
  return shape === 'redondo' ? { shape, size } : { shape: 'cuadrado', size };
}

/** A side or diameter typed by a visitor ('20', '20,5'), or null outside 5–80 cm. */
export function readSide(text: string): number | null {
  return /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? side(text.trim()) : null;
}
