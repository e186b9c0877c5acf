import { converter, type Converter } from './converter';
import { INTEGER, wholeNumber } from './whole-number';

/** A whole number from `min` to `max`, both included: `data-heading-level` (1–6). */
export function integerBetween(min: number, max: number): Converter<number> {
  return converter<number>({ type: 'integer', min, max }, (raw) => {
    const expected = `expected a whole number from ${min} to ${max}`;
    const value = wholeNumber(raw, INTEGER, expected);
    if (value < min || value > max) throw new Error(expected);
    return value;
  });
}
