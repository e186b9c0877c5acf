import type { Mould, MouldShape } from './mould-read';
import { decimal } from './scale';

/**
 * Moulds' geometry and words, for the kitchen tools (docs/widgets/recipe.md, "Mould"): scaling
 * by mould is scaling by area, so a 20 cm round mould holds (20/24)² of a 24 cm one.
 */
export const MOULD_SHAPES: readonly MouldShape[] = ['redondo', 'cuadrado', 'rectangular'];

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

const cm = (value: number) => `${decimal(value, value < 10 ? 1 : 0)} cm`;

/** "redondo de 24 cm", "cuadrado de 20 cm", "rectangular de 20 × 30 cm". */
export function mouldWords(mould: Mould): string {
  if (mould.shape === 'rectangular') return `rectangular de ${cm(mould.size).replace(' cm', '')} × ${cm(mould.width)}`;
  return `${mould.shape} de ${cm(mould.size)}`;
}
