import type { Density } from './densities';
import { readQuantity } from './quantity';
import { formatMetric, metricOf } from './scale';

/**
 * Cup and spoon measures as grams (docs/widgets/recipe.md, "In grams"), from a known density:
 * the brand's product's own figure or the table of common ingredients. Without one, nothing
 * is converted: a line is never guessed.
 */
const MEASURES: ReadonlyMap<string, 'cup' | 'spoon' | 'teaspoon'> = new Map([
  ...['taza', 'tazas'].map((unit) => [unit, 'cup'] as const),
  ...['cucharada', 'cucharadas', 'cda', 'cdas'].map((unit) => [unit, 'spoon'] as const),
  ...['cucharadita', 'cucharaditas', 'cdita', 'cditas', 'cdta', 'cdtas'].map((unit) => [unit, 'teaspoon'] as const),
]);

const SPOONS_IN_A_CUP = 16;
const TEASPOONS_IN_A_SPOON = 3;

/** Grams in one of the unit ('taza', 'cdas.'), or undefined when it is no cup or spoon or the density lacks both figures. */
export function gramsPerMeasure(unit: string, density: Density | undefined): number | undefined {
  const measure = MEASURES.get(unit.toLowerCase().replace(/\.$/, ''));
  if (measure === undefined || density === undefined) return undefined;
  const spoon = density.spoon ?? (density.cup === undefined ? undefined : density.cup / SPOONS_IN_A_CUP);
  if (measure === 'cup') return density.cup ?? (spoon === undefined ? undefined : spoon * SPOONS_IN_A_CUP);
  if (spoon === undefined) return undefined;
  return measure === 'spoon' ? spoon : spoon / TEASPOONS_IN_A_SPOON;
}

/** What a measure's words become in grams: "2 tazas de harina" → "250 g de harina" (the unit's words go, the rest stays). */
function splitUnit(rest: string): [string, string[]] {
  const [unit = '', ...after] = rest === '' ? [] : rest.split(' ');
  return [unit, after];
}

/** Grams as a scale shows them ('2,5 g', '125 g', '1,25 kg'). */
function weight(grams: number, high: number | null): string {
  const top = high ?? grams;
  const large = top >= 1000;
  const amount = (value: number) => formatMetric(large ? value / 1000 : value, large);
  return `${high === null ? amount(grams) : `${amount(grams)} a ${amount(high)}`} ${large ? 'kg' : 'g'}`;
}

/**
 * The written quantity, times `factor`, in grams: '2 tazas' (125 g a cup), 1 → '250 g'; a
 * range → '125 a 250 g'. Null when the quantity is no cup or spoon measure, or unreadable, or
 * the density is unknown.
 */
export function inGrams(written: string, factor: number, density: Density | undefined): string | null {
  const quantity = readQuantity(written);
  if (quantity === null) return null;
  const [unit, after] = splitUnit(quantity.rest);
  const perMeasure = gramsPerMeasure(unit, density);
  if (perMeasure === undefined) return null;
  const high = quantity.high === null ? null : quantity.high * factor * perMeasure;
  return [weight(quantity.low * factor * perMeasure, high), ...after].join(' ');
}

/**
 * A line's weight in grams as written, for scaling from it ("Tengo 500 g de harina"): a weight
 * ('1 kg' → 1000), or a cup or spoon measure with a known density. Null for a range, another
 * unit or an unreadable quantity.
 */
export function writtenGrams(written: string, density: Density | undefined): number | null {
  const quantity = readQuantity(written);
  if (quantity === null || quantity.high !== null) return null;
  const [unit] = splitUnit(quantity.rest);
  const metric = metricOf(unit);
  if (metric !== undefined) return metric.kind === 'mass' ? quantity.low * metric.toBase : null;
  const perMeasure = gramsPerMeasure(unit, density);
  return perMeasure === undefined ? null : quantity.low * perMeasure;
}
