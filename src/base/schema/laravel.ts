import * as v from 'valibot';
import { listOf } from './list';
import { flagValue } from './flags';

/**
 * Schemas for the ways Laravel (and PHP's `json_encode`) write values more loosely
 * than the widgets read them. Tolerant where the meaning is certain, strict elsewhere.
 */

const DIGITS = /^\s*[0-9]+\s*$/;

function isId(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && DIGITS.test(value) && Number.isSafeInteger(Number(value));
}

/** A row id: a whole number, or its decimal digits as a string (`"12"` → 12; `"abc"`, `1.5`, `-1` fail). */
export const id = v.pipe(
  v.custom<number | string>(isId, 'expected an id (a whole number)'),
  v.transform((value) => Number(value)),
);

/** A boolean column: `true`/`false`, or MySQL's `1`/`0`, as numbers or strings (`flags.ts`). */
export const flag = v.pipe(
  v.custom<boolean | number | string>((value) => flagValue(value) !== undefined, 'expected true, false, 0 or 1'),
  v.transform((value) => flagValue(value) === true),
);

/** PHP encodes an empty associative array as `[]`: read where an object is expected as "nothing". */
function emptyArrayAsNull(value: unknown): unknown {
  return value === undefined || (Array.isArray(value) && value.length === 0) ? null : value;
}

/**
 * An optional related object (`tag`, `metadata`, `tiempo_coccion`): absent, `null` and
 * `[]` all read as null.
 */
export function optionalObject<S extends v.GenericSchema>(schema: S) {
  return v.optional(v.pipe(v.unknown(), v.transform(emptyArrayAsNull), v.nullable(schema)));
}

/** A list the server may send as `null` or leave out: read as empty, entry by entry (`listOf`). */
export function listOrNone<S extends v.GenericSchema>(item: S) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => value ?? []),
      listOf(item),
    ),
    [],
  );
}
