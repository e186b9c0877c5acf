import * as v from 'valibot';

/**
 * The pieces every editor's value is declared with, for JSON that legacy records and other
 * tools wrote. The same declarations become the server's JSON Schemas
 * (`scripts/generate/editor-schemas.ts`), so what an editor can read is what the host accepts.
 */

/** Text as legacy records hold it: a string, a number written as text, null or nothing. */
export const looseText = v.optional(v.nullable(v.union([v.string(), v.number()])));

/** A stored value as the text its field shows: a legacy number reads as text; null, nothing or any other value as ''. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** The message of a list found where an object belongs (read back as "se esperaba un objeto"). */
export const NOT_AN_OBJECT = 'expected an object';

/** A JSON object: valibot's objects also take lists (`[]` would read as a group with no fields). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object whose unknown fields are kept (`v.looseObject`), and that a list is not. The
 * list check comes first in the pipe; the JSON Schema is the object's own (`type: object`
 * already refuses lists).
 */
export function record<const E extends v.ObjectEntries>(entries: E) {
  // Typed as the object it lets through, so the value's type is the object's.
  const notList = v.custom<v.InferInput<v.LooseObjectSchema<E, undefined>>>(isRecord, NOT_AN_OBJECT);
  return v.pipe(notList, v.looseObject(entries));
}
