import { isUnit, readQuantity, type Quantity } from './quantity';

/**
 * A printed quantity for other servings, written as a cook would write it
 * (docs/widgets/recipe.md, "Servings"): common fractions as glyphs ('1⅓ tazas'), other
 * amounts rounded with a decimal comma, grams and millilitres as kilos and litres from
 * 1000 and back below 1 ('1,5 kg' halved → '750 g'). What is not a quantity ('a gusto',
 * 'c/n', unreadable text) comes back as written.
 */
export function scaleQuantity(text: string, factor: number): string {
  if (factor === 1) return text;
  const quantity = readQuantity(text);
  if (quantity === null) return text;
  return writeQuantity({ ...quantity, low: quantity.low * factor, high: quantity.high === null ? null : quantity.high * factor });
}

/**
 * A quantity written as the servings' scaling writes it (and the shopping list its sums):
 * '1500' 'g' → '1,5 kg', 2 'taza' → '2 tazas', 2 to 3 'a' → '2 a 3'.
 */
export function writeQuantity(quantity: Quantity): string {
  const [unit = '', ...after] = quantity.rest === '' ? [] : quantity.rest.split(' ');
  const metric = METRIC.get(unit.toLowerCase());
  let { low, high } = quantity;
  let written = unit;
  if (metric !== undefined) {
    // The range's larger end decides the unit, so both ends share it.
    const top = high ?? low;
    const inBase = top * metric.toBase;
    const target = inBase >= 1000 ? metric.large : metric.small;
    const ratio = metric.toBase / target.toBase;
    low *= ratio;
    high = high === null ? null : high * ratio;
    written = target.toBase === metric.toBase ? numberFor(unit, top * ratio) : target.name;
    const large = target.toBase > 1;
    const amount = high === null ? formatMetric(low, large) : `${formatMetric(low, large)}${spaced(quantity.joiner)}${formatMetric(high, large)}`;
    return [amount, written, ...after].join(' ');
  }
  const amount = high === null ? formatAmount(low) : `${formatAmount(low)}${spaced(quantity.joiner)}${formatAmount(high)}`;
  if (unit !== '' && isUnit(unit)) written = numberFor(unit, high ?? low);
  return [amount, written, ...after].filter((part) => part !== '').join(' ');
}

/** '2-3' stays tight, '2 a 3' keeps its spaces. */
function spaced(joiner: string): string {
  return /^[-–]$/.test(joiner) ? joiner : ` ${joiner} `;
}

interface MetricUnit {
  readonly name: string;
  /** How many grams or millilitres one is. */
  readonly toBase: number;
}
const GRAM: MetricUnit = { name: 'g', toBase: 1 };
const KILO: MetricUnit = { name: 'kg', toBase: 1000 };
const MILLILITRE: MetricUnit = { name: 'ml', toBase: 1 };
const LITRE: MetricUnit = { name: 'l', toBase: 1000 };

const MASS = { small: GRAM, large: KILO };
const VOLUME = { small: MILLILITRE, large: LITRE };

interface MetricFamily {
  readonly kind: 'mass' | 'volume';
  readonly toBase: number;
  readonly small: MetricUnit;
  readonly large: MetricUnit;
}

const family = (names: string[], toBase: number, units: { small: MetricUnit; large: MetricUnit }) =>
  names.map((name): [string, MetricFamily] => [name, { kind: units === MASS ? 'mass' : 'volume', toBase, ...units }]);

/** The units converted between small and large, with their family. */
const METRIC: ReadonlyMap<string, MetricFamily> = new Map([
  ...family(['g', 'gr', 'grs', 'gramo', 'gramos'], 1, MASS),
  ...family(['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'], 1000, MASS),
  ...family(['ml', 'cc'], 1, VOLUME),
  ...family(['l', 'lt', 'lts', 'litro', 'litros'], 1000, VOLUME),
]);

/** A weight's or volume's unit ('g', 'kilos', 'cc'): its kind and how many grams or millilitres one is; undefined for any other word. */
export function metricOf(unit: string): Pick<MetricFamily, 'kind' | 'toBase'> | undefined {
  return METRIC.get(unit.toLowerCase().replace(/\.$/, ''));
}

/**
 * One formatter per number of decimals, made once: building one per call (what `toLocaleString`
 * with options does) costs more than the rest of a scale change together.
 */
const formats = new Map<number, Intl.NumberFormat>();
/** A number as written in Argentina, with up to `digits` decimals and no grouping: '1,5', '1250'. */
export function decimal(value: number, digits: number): string {
  let format = formats.get(digits);
  if (format === undefined) {
    format = new Intl.NumberFormat('es-AR', { maximumFractionDigits: digits, useGrouping: false });
    formats.set(digits, format);
  }
  return format.format(value);
}

/**
 * Weights and volumes: kilos and litres with up to two decimals ('1,25 kg'); grams and
 * millilitres with one decimal below 10 ('2,5 g'), whole from 10, and to the 5 from 100
 * ('335 g' for 333,3: a kitchen scale shows no better).
 */
export function formatMetric(value: number, large: boolean): string {
  if (large) return decimal(value, 2);
  if (value < 10) return decimal(value, 1);
  if (value < 100) return decimal(Math.round(value), 0);
  return decimal(Math.round(value / 5) * 5, 0);
}

const GLYPHS: readonly [number, string][] = [
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
const CLOSE = 0.02;

/**
 * Cups, spoons, units: whole numbers and common fractions as glyphs ('½', '1⅓'), other
 * amounts with one decimal ('1,2'), whole from 10.
 */
export function formatAmount(value: number): string {
  const whole = Math.floor(value + CLOSE);
  const part = value - whole;
  if (Math.abs(part) < CLOSE) return String(whole);
  if (value < 10) {
    const glyph = GLYPHS.find(([fraction]) => Math.abs(part - fraction) < CLOSE)?.[1];
    if (glyph !== undefined) return whole === 0 ? glyph : `${whole}${glyph}`;
    return decimal(value, 1);
  }
  return String(Math.round(value));
}

/**
 * 'taza' for one or less, 'tazas' for more, where both spellings are units; abbreviations
 * ('kg', 'cdas.') stay as written.
 */
function numberFor(unit: string, amount: number): string {
  const lower = unit.toLowerCase();
  if (!/^[a-záéíóúñ]{4,}$/.test(lower)) return unit;
  const singular = [lower.replace(/es$/, ''), lower.replace(/s$/, ''), lower.replace(/ones$/, 'ón')].find((word) => word !== lower && isUnit(word));
  const plural = [`${lower}s`, `${lower}es`, lower.replace(/ón$/, 'ones')].find((word) => word !== lower && isUnit(word));
  const cased = (word: string) => (unit === lower ? word : unit.charAt(0) + word.slice(1));
  if (amount > 1 && singular === undefined && plural !== undefined) return cased(plural);
  if (amount <= 1 && singular !== undefined) return cased(singular);
  return unit;
}
