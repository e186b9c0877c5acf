/**
 * A field keeps the type it was stored with: a value the server stored as a number stays
 * a number when what is typed is a plain number, so a template that prints it with its
 * own unit ('340 kcal') keeps working. Text stays text, exactly as typed.
 */
export type StoredKind = 'number' | 'text';

export type StoredValue = string | number | null;

export function storedKind(value: unknown): StoredKind {
  return typeof value === 'number' ? 'number' : 'text';
}

const PLAIN_NUMBER = /^(-?\d+)(?:([.,])(\d+))?$/;

/**
 * '340' → 340, '3,5' and '3.5' → 3.5; null for anything else ('120 kcal'). '1.200' is
 * null too: in Argentina it reads as twelve hundred, elsewhere as 1.2.
 */
function plainNumber(text: string): number | null {
  const match = PLAIN_NUMBER.exec(text.trim());
  if (match === null) return null;
  const [, whole = '', separator, fraction = ''] = match;
  if (separator === '.' && fraction.length === 3) return null;
  return Number(fraction === '' ? whole : `${whole}.${fraction}`);
}

/** What typing `text` stores: for a number field, a number where the text is one and null when emptied. */
export function storedValue(text: string, kind: StoredKind): StoredValue {
  if (kind === 'text') return text;
  if (text.trim() === '') return null;
  return plainNumber(text) ?? text;
}

/** A stored value as its field shows it: numbers with a decimal comma, as typed in Argentina. */
export function shownText(value: unknown): string {
  if (typeof value === 'number') return String(value).replace('.', ',');
  return typeof value === 'string' ? value : '';
}

/** A number field holding text: what was typed could not stay a number. */
export function lostNumber(value: unknown, kind: StoredKind): value is string {
  return kind === 'number' && typeof value === 'string' && value.trim() !== '';
}
