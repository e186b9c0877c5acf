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
import { converted, isJsonObject, type JsonObject } from './json-schema';

/**
 * The server's half of every editor's value: a JSON Schema per editor, written from the
 * valibot schema the editor reads its hidden input with, for the host to validate what a
 * form posts (`SiteWidgets\Laravel\Validation\EditorValue`). What the editor can read is what
 * the host accepts, and the other way round: test/laravel/component/editor-values.test.ts
 * runs one corpus through both. `npm run generate` writes the files;
 * test/unit/generated-files.test.ts checks them.
 */
export const SCHEMAS_DIR = 'host/packages/site-widgets/resources/schemas';

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
  /** What the editor and the host check beyond the shape (the host in PHP, beside `EditorValue`): said in the schema's description. */
  readonly beyond?: readonly string[];
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
  {
    editor: 'product-attributes-editor',
    field: defaultField(productAttributesAttributes.input),
    schema: productAttributesSchema,
    shape: 'form',
    beyond: [
      'gramosPorTaza and gramosPorCucharada are each empty or a figure above 0 and up to 2000 (a decimal comma or point): the editor says so of any other value and the host refuses it on save, unless stored so (SiteWidgets\\Laravel\\Validation\\ProductDensities; test/fixtures/contracts/densities.json)',
    ],
  },
];

/** The JSON Schema of one editor's value, as the host validates the decoded post. */
function jsonSchemaOf(value: EditorValue): JsonObject {
  const body = converted(value.schema);
  const accepted = value.shape === 'form' ? { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 0 }, body] } : body;
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: value.editor,
    description: `What ${value.editor} reads from its hidden input ("${value.field}" by default).${value.beyond === undefined ? '' : ` Beyond this schema: ${value.beyond.join('; ')}.`} Generated from the bundle's schema: do not edit.`,
    ...(isJsonObject(accepted) ? accepted : {}),
  };
}

/** Each schema file's path (under the host package) and text. */
export function editorSchemaFiles(): { file: string; text: string }[] {
  return editorValues.map((value) => ({ file: `${SCHEMAS_DIR}/${value.editor}.json`, text: `${JSON.stringify(jsonSchemaOf(value), null, 2)}\n` }));
}
