/**
 * A recipe's mould and the visitor's (docs/widgets/recipe.md, "Mould"): round by its diameter,
 * square by its side, rectangular by its two sides, in centimetres. Scaling by mould is
 * scaling by area: a 20 cm round mould holds (20/24)² of a 24 cm one.
 *
 * Written in `data-mould` as the host package prints it from the recipe's stored `mould`
 * ({shape, size, width?}): 'redondo 24', 'cuadrado 20', 'rectangular 20x30'.
 */
export type Mould =
  | { readonly shape: 'redondo'; readonly size: number }
  | { readonly shape: 'cuadrado'; readonly size: number }
  | { readonly shape: 'rectangular'; readonly size: number; readonly width: number };

export type MouldShape = Mould['shape'];
export const MOULD_SHAPES: readonly MouldShape[] = ['redondo', 'cuadrado', 'rectangular'];

/** The smallest and largest side or diameter read, in cm: a tartlet to an oven tray. */
export const MIN_MOULD_CM = 5;
export const MAX_MOULD_CM = 80;

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

/** The mould's base, in cm². */
export function mouldArea(mould: Mould): number {
  if (mould.shape === 'redondo') return Math.PI * (mould.size / 2) ** 2;
  return mould.shape === 'cuadrado' ? mould.size ** 2 : mould.size * mould.width;
}

/** The factor that fills `theirs` as the recipe fills `written`. */
export function mouldFactor(written: Mould, theirs: Mould): number {
  return mouldArea(theirs) / mouldArea(written);
}

/** The mould of the recipe's shape that a factor fills: every side times √factor. */
export function mouldFor(written: Mould, factor: number): Mould {
  const grow = Math.sqrt(factor);
  return written.shape === 'rectangular' ? { ...written, size: written.size * grow, width: written.width * grow } : { ...written, size: written.size * grow };
}

/**
 * A mould of `shape` with the base `area`: the side or diameter that gives it; a rectangle keeps
 * `ratio` (its width over its length: the recipe's own rectangle's, or 1.5 for a common tray).
 */
export function mouldOfArea(shape: MouldShape, area: number, ratio = 1.5): Mould {
  if (shape === 'redondo') return { shape, size: 2 * Math.sqrt(area / Math.PI) };
  if (shape === 'cuadrado') return { shape, size: Math.sqrt(area) };
  const size = Math.sqrt(area / ratio);
  return { shape, size, width: size * ratio };
}

/** A side or diameter typed by a visitor ('20', '20,5'), or null outside 5–80 cm. */
export function readSide(text: string): number | null {
  return /^\s*\d+(?:[.,]\d+)?\s*$/.test(text) ? side(text.trim()) : null;
}

const cm = (value: number) => `${value.toLocaleString('es-AR', { maximumFractionDigits: value < 10 ? 1 : 0 })} cm`;

/** "redondo de 24 cm", "cuadrado de 20 cm", "rectangular de 20 × 30 cm". */
export function mouldWords(mould: Mould): string {
  if (mould.shape === 'rectangular') return `rectangular de ${cm(mould.size).replace(' cm', '')} × ${cm(mould.width)}`;
  return `${mould.shape} de ${cm(mould.size)}`;
}
