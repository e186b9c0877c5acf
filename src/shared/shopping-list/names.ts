import { isUnit } from '../recipe/quantity';

/** 'Harina  0000', 'harina 0000.' and 'HARINA 0000' are one ingredient: case, accents, spacing and a final period aside. */
export function ingredientKey(name: string): string {
  return plain(name).replace(/[.,;:]+$/, '');
}

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

interface Metric {
  base: 'g' | 'ml';
  toBase: number;
}
const metric = (names: readonly string[], value: Metric) => names.map((name): [string, Metric] => [name, value]);

/** Grams and millilitres, and what each of their spellings is worth in them. */
const METRIC: ReadonlyMap<string, Metric> = new Map([
  ...metric(['g', 'gr', 'grs', 'gramo', 'gramos'], { base: 'g', toBase: 1 }),
  ...metric(['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'], { base: 'g', toBase: 1000 }),
  ...metric(['ml', 'cc'], { base: 'ml', toBase: 1 }),
  ...metric(['l', 'lt', 'lts', 'litro', 'litros'], { base: 'ml', toBase: 1000 }),
]);

/** Spellings of one measure the recipes' editors write both ways. */
const SAME: ReadonlyMap<string, string> = new Map([
  ['cucharada', 'cda'],
  ['cucharadita', 'cdita'],
  ['cdta', 'cdita'],
  ['unidad', 'u'],
]);

/** 'tazas' → 'taza', 'cdas' → 'cda', 'porciones' → 'porcion': the singular, where it is a unit too. */
function singular(word: string): string {
  for (const candidate of [word.replace(/ones$/, 'on'), word.replace(/es$/, ''), word.replace(/s$/, '')])
    if (candidate !== word && isUnit(candidate)) return candidate;
  return word;
}

/** How a quantity's unit is summed: one key per measure, and what one of the written unit is worth in it. */
export interface Measure {
  /** 'g', 'ml', 'taza', 'cda'; '' for a count ('2' huevos); the words as written, made plain, when they are no unit ('2 grandes'). */
  key: string;
  /** The unit written in the list: 'g' and 'ml' for weights and volumes (then kilos and litres from 1000), else the first spelling met. */
  unit: string;
  toBase: number;
}

/** The measure of what follows a quantity's numbers ('kg', 'tazas', 'cdas. colmadas', ''). */
export function measureOf(rest: string): Measure {
  const [first = '', ...after] = rest.split(' ').filter((word) => word !== '');
  const word = plain(first).replace(/\.$/, '');
  const weight = after.length === 0 ? METRIC.get(word) : undefined;
  if (weight !== undefined) return { key: weight.base, unit: weight.base, toBase: weight.toBase };
  if (!isUnit(word)) return { key: plain(rest), unit: rest, toBase: 1 };
  const one = singular(word);
  return { key: [SAME.get(one) ?? one, ...after.map(plain)].join(' '), unit: rest, toBase: 1 };
}
