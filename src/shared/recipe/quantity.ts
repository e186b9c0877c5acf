import { numericQuantity } from 'numeric-quantity';

/**
 * The one reading of a recipe quantity as people write it ('200 g', '1,5 kg', '½ taza',
 * '1 1/2', '1 y 1/2', '2 a 3', '2-3', 'una pizca'), shared by the admin paste box (which
 * splits a pasted line into quantity and name) and `recipe-tools` (which scales the
 * printed quantities). Texts without a leading number ('a gusto', 'c/n') are not
 * quantities.
 */

/** Units and measures a quantity may name after its number; singular and plural both listed. */
const UNITS: ReadonlySet<string> = new Set([
  'g',
  'gr',
  'grs',
  'gramo',
  'gramos',
  'kg',
  'kgs',
  'kilo',
  'kilos',
  'kilogramo',
  'kilogramos',
  'mg',
  'ml',
  'cc',
  'cm3',
  'l',
  'lt',
  'lts',
  'litro',
  'litros',
  'taza',
  'tazas',
  'tacita',
  'tacitas',
  'cucharada',
  'cucharadas',
  'cucharadita',
  'cucharaditas',
  'cda',
  'cdas',
  'cdita',
  'cditas',
  'cdta',
  'cdtas',
  'pizca',
  'pizcas',
  'diente',
  'dientes',
  'unidad',
  'unidades',
  'u',
  'lata',
  'latas',
  'paquete',
  'paquetes',
  'sobre',
  'sobres',
  'vaso',
  'vasos',
  'copa',
  'copas',
  'rodaja',
  'rodajas',
  'feta',
  'fetas',
  'hoja',
  'hojas',
  'ramita',
  'ramitas',
  'rama',
  'ramas',
  'puñado',
  'puñados',
  'atado',
  'atados',
  'cubo',
  'cubos',
  'chorro',
  'chorrito',
  'cm',
  'pote',
  'potes',
  'botella',
  'botellas',
  'trozo',
  'trozos',
  'porción',
  'porciones',
  'gota',
  'gotas',
  'oz',
  'lb',
  'cabeza',
  'cabezas',
  'planchas',
  'plancha',
]);

/** Whether a word is a unit: 'g', 'tazas', 'cdas.' (a final period is an abbreviation's). */
export function isUnit(word: string): boolean {
  return UNITS.has(word.toLowerCase().replace(/\.$/, ''));
}

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['un', 1],
  ['una', 1],
  ['medio', 0.5],
  ['media', 0.5],
]);

/** Words between two numbers that keep them one quantity: a range ('2 a 3', '2 o 3', '2 - 3') or a sum ('1 y 1/2'). */
const RANGE_WORDS: ReadonlySet<string> = new Set(['a', 'o', '-', '–']);
const SUM_WORD = 'y';

/** One number token: '3', '1,5', '1.5', '½', '1/2', '1½', 'una', 'media'; NaN when it is none. */
function numberOf(token: string): number {
  const word = NUMBER_WORDS.get(token.toLowerCase());
  if (word !== undefined) return word;
  if (!/^[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/.test(token)) return Number.NaN;
  return numericQuantity(token, { decimalSeparator: token.includes(',') ? ',' : '.' });
}

/** A range written as one token: '2-3', '2–3'. */
function rangeOf(token: string): [number, number] | null {
  const range = /^(.+)[-–](.+)$/.exec(token);
  if (!range) return null;
  const low = numberOf(range[1] ?? '');
  const high = numberOf(range[2] ?? '');
  return Number.isNaN(low) || Number.isNaN(high) ? null : [low, high];
}

/** Whether a token reads as a number, or as a range in one token ('2-3'). */
export function isNumberToken(token: string): boolean {
  return !Number.isNaN(numberOf(token)) || rangeOf(token) !== null;
}

/** Whether a word between two numbers keeps them one quantity ('2 a 3', '1 y 1/2'). */
export function joinsNumbers(word: string): boolean {
  return RANGE_WORDS.has(word) || word === SUM_WORD;
}

/** A quantity read from its leading numbers: one amount, or a range. */
export interface Quantity {
  /** The amount, or a range's low end. */
  readonly low: number;
  /** A range's high end; null for one amount. */
  readonly high: number | null;
  /** The word or sign that joined a range, as written ('a', '-', 'o'). */
  readonly joiner: string;
  /** What follows the numbers, as written ('g', 'taza de harina'); '' when nothing. */
  readonly rest: string;
}

/** '200g' → ['200', 'g']: letters glued to the number are split off. */
function splitGlued(token: string): string[] {
  const glued = /^(\d+(?:[.,]\d+)?|\d+\/\d+)([a-záéíóúñ]+\.?)$/i.exec(token);
  return glued ? [glued[1] ?? '', glued[2] ?? ''] : [token];
}

/**
 * Reads the numbers a quantity starts with: '1 kg' → 1, 'kg'; '1 1/2 tazas' and
 * '1 y 1/2 tazas' → 1.5, 'tazas'; '2 a 3' and '2-3' → 2 to 3. Null when the text does not
 * start with a number ('a gusto', 'c/n'), starts with a number word not followed by a
 * unit ('un poco'), or its numbers are not one quantity ('2 3').
 */
export function readQuantity(text: string): Quantity | null {
  const tokens = text.trim().split(/\s+/).flatMap(splitGlued);
  const first = tokens[0] ?? '';
  const range = rangeOf(first);
  let low = range ? range[0] : numberOf(first);
  let high: number | null = range ? range[1] : null;
  let joiner = range ? (/[-–]/.exec(first)?.[0] ?? '-') : '';
  if (Number.isNaN(low)) return null;
  // 'una pizca' is an amount, 'un poco' is not.
  if (NUMBER_WORDS.has(first.toLowerCase()) && tokens.length > 1 && !isUnit(tokens[1] ?? '')) return null;
  let at = 1;
  while (at < tokens.length) {
    const token = tokens[at] ?? '';
    const next = numberOf(tokens[at + 1] ?? '');
    const value = numberOf(token);
    // '1 1/2': a fraction after a whole number adds to it.
    if (!Number.isNaN(value) && value < 1) {
      if (high === null) low += value;
      else high += value;
      at += 1;
    } else if (token === SUM_WORD && !Number.isNaN(next) && next < 1 && high === null) {
      low += next;
      at += 2;
    } else if (joinsNumbers(token) && !Number.isNaN(next) && high === null && !/^(un|una)$/i.test(tokens[at + 1] ?? '')) {
      high = next;
      joiner = token;
      at += 2;
    } else if (!Number.isNaN(value)) {
      return null;
    } else break;
  }
  return { low, high, joiner, rest: tokens.slice(at).join(' ') };
}
