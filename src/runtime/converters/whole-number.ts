/** What `integer`, `integerBetween` and `id` share: decimal digits, within the safe range. */
export const INTEGER = /^-?[0-9]+$/;
export const DIGITS = /^[0-9]+$/;

export function wholeNumber(raw: string, pattern: RegExp, expected: string): number {
  const trimmed = raw.trim();
  const value = pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new Error(expected);
  return value;
}
