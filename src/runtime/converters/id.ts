import { converter } from './converter';
import { DIGITS, wholeNumber } from './whole-number';

/** A record's id: decimal digits only, no sign. */
export const id = converter<number>({ type: 'id' }, (raw) => wholeNumber(raw, DIGITS, 'expected an id (decimal digits)'));
