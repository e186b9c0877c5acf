import { converter, type Converter } from './attributes';
import { check, type Guard } from '../guards';

/** The table of attribute converters every widget declaration is written with. */

export const text = converter<string>('text', (raw) => raw);

export const number = converter<number>('number', (raw) => {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) throw new Error('expected a number');
  return value;
});

export const integer = converter<number>('integer', (raw) => {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isInteger(value)) throw new Error('expected a whole number');
  return value;
});

export function integerBetween(min: number, max: number): Converter<number> {
  return converter<number>(`integer ${min}–${max}`, (raw) => {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`expected a whole number from ${min} to ${max}`);
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
 */
export function json<T>(guard: Guard<T>, shape: string): Converter<T> {
  return converter<T>(`JSON (${shape}) or #id of a JSON script`, (raw) => {
    const source = raw.trim().startsWith('#') ? readScript(raw.trim().slice(1)) : raw;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      throw new Error(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const checked = check(guard, value);
    if (!checked.ok) throw new Error(`unexpected JSON: ${checked.problem}`);
    return checked.value;
  });
}

function readScript(id: string): string {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLScriptElement)) throw new Error(`no <script> element with id "${id}"`);
  return element.textContent ?? '';
}
