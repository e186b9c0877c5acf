import { converter } from './converter';

const DECIMAL = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** A decimal number: `12`, `-0.5`, `1.50`. */
export const number = converter<number>({ type: 'number' }, (raw) => {
  const trimmed = raw.trim();
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error('expected a number');
  return value;
});
