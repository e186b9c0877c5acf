import type * as v from 'valibot';
import { pathSegment } from './path-segment';
import { describeIssue, type Issue } from './schema/issues';
import { parseJson } from './schema/json';
import { listOf } from './schema/list';
import { read } from './schema/read';
import { converter, type Converter } from './attributes';

/**
 * The table of attribute converters every widget declaration is written with. Numbers
 * are written in plain decimal notation only (`0x1`, `1E2`, `Infinity` are refused) and
 * surrounding whitespace is ignored everywhere. A text that is empty or only spaces
 * reads as absent: a required one is refused, an optional one takes its default.
 */

/** Trimmed; empty reads as absent. */
export const text = converter<string>('text', (raw) => raw.trim(), { blankIsAbsent: true });

/** One segment of an API path (`data-section`), percent-encoded when used: every text but `.` and `..`. */
export const segment = converter<string>(
  'text (one URL path segment)',
  (raw) => {
    const value = raw.trim();
    pathSegment(value);
    return value;
  },
  { blankIsAbsent: true },
);

const INTEGER = /^-?[0-9]+$/;
const DIGITS = /^[0-9]+$/;
const DECIMAL = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

function wholeNumber(raw: string, pattern: RegExp, expected: string): number {
  const trimmed = raw.trim();
  const value = pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new Error(expected);
  return value;
}

/** A decimal number: `12`, `-0.5`, `1.50`. */
export const number = converter<number>('number', (raw) => {
  const trimmed = raw.trim();
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error('expected a number');
  return value;
});

/** A whole number in decimal digits, maybe negative: `12`, `-1`. */
export const integer = converter<number>('integer', (raw) => wholeNumber(raw, INTEGER, 'expected a whole number'));

/** A record's id: decimal digits only, no sign. */
export const id = converter<number>('id', (raw) => wholeNumber(raw, DIGITS, 'expected an id (decimal digits)'));

export function integerBetween(min: number, max: number): Converter<number> {
  return converter<number>(`integer ${min}–${max}`, (raw) => {
    const expected = `expected a whole number from ${min} to ${max}`;
    const value = wholeNumber(raw, INTEGER, expected);
    if (value < min || value > max) throw new Error(expected);
    return value;
  });
}

/** Present, empty or "true" → true; "false" → false. */
export const boolean = converter<boolean>('boolean', (raw) => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error('expected "true", "false" or no value');
});

export function oneOf<const V extends string>(values: readonly V[]): Converter<V> {
  return converter<V>(values.map((value) => `"${value}"`).join(' | '), (raw) => {
    const match = values.find((value) => value === raw.trim());
    if (match === undefined) throw new Error(`expected one of ${values.join(', ')}`);
    return match;
  });
}

/**
 * JSON, written inline (`data-items='[…]'`) or kept in a `<script type="application/json"
 * id="…">` element named with a leading `#` (`data-items="#faq-data"`): long HTML-bearing
 * data reads better there, and Blade's `@json` escapes it safely for both places.
 * The value must fit `schema` as a whole.
 */
export function json<S extends v.GenericSchema>(schema: S, shape: string): Converter<v.InferOutput<S>> {
  return converter<v.InferOutput<S>>(`JSON (${shape}) or #id of a JSON script`, (raw) => {
    const result = read(schema, parseJson(raw));
    if (!result.ok) throw new Error(`unexpected JSON: ${describeIssue(result.issue)}`);
    const skipped = result.skipped[0];
    // Nothing can report entries left out of an attribute read here: use `jsonList`.
    if (skipped !== undefined) throw new Error(`unexpected JSON: ${describeIssue(skipped)}`);
    return result.value;
  });
}

/** A list read entry by entry: the widget shows `items` and reports `skipped` once. */
export interface ListAttribute<T> {
  items: T[];
  skipped: Issue[];
}

/** A JSON list (inline or `#id`, as `json`) where one unreadable entry never hides the others. */
export function jsonList<S extends v.GenericSchema>(item: S, shape: string): Converter<ListAttribute<v.InferOutput<S>>> {
  const schema = listOf(item);
  return converter<ListAttribute<v.InferOutput<S>>>(`JSON ([${shape}]) or #id of a JSON script`, (raw) => {
    const result = read(schema, parseJson(raw));
    if (!result.ok) throw new Error(`unexpected JSON: ${describeIssue(result.issue)}`);
    return { items: result.value, skipped: result.skipped };
  });
}
