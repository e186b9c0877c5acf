import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** valibot schemas as the JSON Schemas the host package validates with (draft-04: Debian's php-json-schema). */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{type: "string"}` alone, nothing else beside it. */
function onlyTypes(schema: Json): string[] | null {
  if (!isJsonObject(schema) || Object.keys(schema).length !== 1) return null;
  const { type } = schema;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) && type.every((entry) => typeof entry === 'string') ? type.filter((entry) => typeof entry === 'string') : null;
}

/**
 * Written for draft-04 validators (Debian's php-json-schema 5.2): no empty `required`, and
 * nested `anyOf`s of plain types folded into one `type` list, which also makes the
 * validator's messages name the types.
 */
function forDraft04(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(forDraft04);
  if (!isJsonObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    if (key === 'required' && Array.isArray(value) && value.length === 0) continue;
    result[key] = forDraft04(value);
  }
  const { anyOf } = result;
  if (Array.isArray(anyOf) && Object.keys(result).length === 1) {
    const flattened = anyOf.flatMap((member) => {
      const folded = forDraft04(member);
      return isJsonObject(folded) && Array.isArray(folded.anyOf) && Object.keys(folded).length === 1 ? folded.anyOf : [folded];
    });
    const types = flattened.map(onlyTypes);
    if (types.every((entry) => entry !== null)) return { type: [...new Set(types.flat())] };
    return { anyOf: flattened };
  }
  return result;
}

/** The converter's output as plain JSON (it is: the check only satisfies the types). */
function asJson(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(asJson);
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, asJson(entry)]),
    );
  throw new Error(`not JSON: ${String(value)}`);
}

/**
 * A valibot schema as a draft-04 JSON Schema. Any action JSON Schema cannot say is an error,
 * unless `checksLeftOut`: then the schema's `v.check`s are left out, and the caller says so.
 */
export function converted(schema: v.GenericSchema, checksLeftOut = false): Json {
  // `output` converts each pipe from its last schema: `record()`'s list check comes before
  // its object, and JSON Schema's `type: object` already refuses lists.
  return forDraft04(asJson(toJsonSchema(schema, { typeMode: 'output', errorMode: 'throw', ...(checksLeftOut ? { ignoreActions: ['check'] } : {}) })));
}
