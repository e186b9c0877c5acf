import { foldName } from './densities';
import { formatMetric } from './scale';

/**
 * The yeast swap (docs/widgets/recipe.md, "Yeast"): a yeast line written in grams of one kind
 * of yeast, said in another. The usual baker's ratios, by the weight that raises the same flour:
 * fresh (compressed) 1, active dry 0.4, instant 1/3.
 *
 * "Levadura seca" without another word is read as instant: it is what Argentine packets sold
 * as "levadura seca" hold, and the ratio the brand's own example uses ("25 g de levadura
 * fresca = 8 g de levadura seca"). Active dry is named only when a recipe says "activa".
 * Only a line written as a weight is swapped (read by `writtenGrams`, grams.ts), never a sachet
 * or a cube of unknown size.
 */
export type YeastKind = 'fresca' | 'seca' | 'activa';

export const YEAST_KINDS: readonly YeastKind[] = ['fresca', 'seca', 'activa'];

const RATIO: Readonly<Record<YeastKind, number>> = { fresca: 1, seca: 1 / 3, activa: 0.4 };

/** How each kind is named in a sentence: "8 g de levadura seca". */
export const YEAST_NAMES: Readonly<Record<YeastKind, string>> = {
  fresca: 'levadura fresca',
  seca: 'levadura seca',
  activa: 'levadura seca activa',
};

/** The kind a line's name says, or null when it is not yeast or does not say ("levadura" alone, "levadura química"). */
export function yeastKindOf(name: string): YeastKind | null {
  const words = foldName(name);
  if (!/\blevadura\b/.test(words) || /\b(quimica|polvo de hornear|royal)\b/.test(words)) return null;
  if (/\bactiva\b/.test(words)) return 'activa';
  if (/\b(seca|instantanea|deshidratada)\b/.test(words)) return 'seca';
  if (/\b(fresca|prensada|de panaderia|en pan|en cubo)\b/.test(words)) return 'fresca';
  return null;
}

/** Grams of yeast as a kitchen scale shows them: one decimal below 3 g, whole above. */
export function yeastWeight(grams: number): string {
  return `${grams < 3 ? formatMetric(grams, false) : String(Math.round(grams))} g`;
}

/** `grams` of `from` as grams of `to`. */
export function swapYeast(grams: number, from: YeastKind, to: YeastKind): number {
  return (grams / RATIO[from]) * RATIO[to];
}

/** "25 g de levadura fresca = 8 g de levadura seca". */
export function yeastSentence(grams: number, from: YeastKind, to: YeastKind): string {
  return `${yeastWeight(grams)} de ${YEAST_NAMES[from]} = ${yeastWeight(swapYeast(grams, from, to))} de ${YEAST_NAMES[to]}`;
}
