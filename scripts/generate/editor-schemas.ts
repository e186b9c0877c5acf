import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { attributes as bannerAttributes } from '../../src/admin/banner-editor/attributes';
import { bannerSchema } from '../../src/admin/banner-editor/schema';
import { attributes as faqAttributes } from '../../src/admin/faq-editor/attributes';
import { faqEntriesSchema } from '../../src/admin/faq-editor/schema';
import { attributes as ingredientsAttributes } from '../../src/admin/ingredients-editor/attributes';
import { ingredientGroupsSchema } from '../../src/admin/ingredients-editor/schema';
import { attributes as productAttributesAttributes } from '../../src/admin/product-attributes-editor/attributes';
import { productAttributesSchema } from '../../src/admin/product-attributes-editor/schema';
import { attributes as stepsAttributes } from '../../src/admin/steps-editor/attributes';
import { stepGroupsSchema } from '../../src/admin/steps-editor/schema';

/**
 * The server's half of every editor's value: a JSON Schema per editor, written from the
 * valibot schema the editor reads its hidden input with, for the host to validate what a
 * form posts (`SiteWidgets\Laravel\Validation\EditorValue`). What the editor can read is what
 * the host accepts, and the other way round: test/laravel/component/editor-values.test.ts
 * runs one corpus through both. `npm run generate` writes the files;
 * test/unit/generated-files.test.ts checks them.
 */
const EDITOR_SCHEMAS_DIR = 'host/packages/site-widgets/resources/schemas';

export interface EditorValue {
  /** The editor, as placeholders name it. */
  readonly editor: string;
  /** The hidden input it fills by default (its `data-input`). */
  readonly field: string;
  readonly schema: v.GenericSchema;
  /**
   * `form`: one object of plain fields, read by `useFormDocument`, where `null` and `[]`
   * (Laravel's empty object) mean an empty form; `list`: a JSON list.
   */
  readonly shape: 'form' | 'list';
}

function defaultField(input: { readonly defaultValue: unknown }): string {
  if (typeof input.defaultValue !== 'string') throw new Error('an editor declares its hidden input with a default name');
  return input.defaultValue;
}

export const editorValues: readonly EditorValue[] = [
  { editor: 'steps-editor', field: defaultField(stepsAttributes.input), schema: stepGroupsSchema, shape: 'list' },
  { editor: 'ingredients-editor', field: defaultField(ingredientsAttributes.input), schema: ingredientGroupsSchema, shape: 'list' },
  { editor: 'faq-editor', field: defaultField(faqAttributes.input), schema: faqEntriesSchema, shape: 'list' },
  { editor: 'banner-editor', field: defaultField(bannerAttributes.input), schema: bannerSchema, shape: 'form' },
  { editor: 'product-attributes-editor', field: defaultField(productAttributesAttributes.input), schema: productAttributesSchema, shape: 'form' },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isJsonObject(value: Json | undefined): value is JsonObject {
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

function converted(schema: v.GenericSchema): Json {
  // `output` converts each pipe from its last schema: `record()`'s list check comes before
  // its object, and JSON Schema's `type: object` already refuses lists.
  return forDraft04(asJson(toJsonSchema(schema, { typeMode: 'output', errorMode: 'throw' })));
}

/** The JSON Schema of one editor's value, as the host validates the decoded post. */
function jsonSchemaOf(value: EditorValue): JsonObject {
  const body = converted(value.schema);
  const accepted = value.shape === 'form' ? { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 0 }, body] } : body;
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: value.editor,
    description: `What ${value.editor} reads from its hidden input ("${value.field}" by default). Generated from the bundle's schema: do not edit.`,
    ...(isJsonObject(accepted) ? accepted : {}),
  };
}

/** Each schema file's path (under the host package) and text. */
export function editorSchemaFiles(): { file: string; text: string }[] {
  return editorValues.map((value) => ({ file: `${EDITOR_SCHEMAS_DIR}/${value.editor}.json`, text: `${JSON.stringify(jsonSchemaOf(value), null, 2)}\n` }));
}
