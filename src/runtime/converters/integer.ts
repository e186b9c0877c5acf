import { converter } from './converter';
import { INTEGER, wholeNumber } from './whole-number';

/** A whole number in decimal digits, maybe negative: `12`, `-1`. */
export const integer = converter<number>({ type: 'integer' }, (raw) => wholeNumber(raw, INTEGER, 'expected a whole number'));
