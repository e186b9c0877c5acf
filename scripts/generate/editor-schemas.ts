import { documentEditors } from '../../src/admin/catalogue/document-editors';
import type { Editor } from '../../src/admin/shared/editor/define-editor';
import { converted, isJsonObject, type JsonObject } from './json-schema';

/**
 * The server's half of every editor's value: a JSON Schema per editor, written from the
 * valibot schema the editor reads its hidden input with (its declaration, `editor.ts` in its
 * folder), for the host to validate what a form posts
 * (`SiteWidgets\Laravel\Validation\EditorValue`). What the editor can read is what the host
 * accepts, and the other way round: test/laravel/component/editor-values.test.ts runs one
 * corpus through both. `npm run generate` writes the files; test/unit/generated-files.test.ts
 * checks them.
 */
export const SCHEMAS_DIR = 'host/packages/site-widgets/resources/schemas';

/** Every stored document's editor, as its folder declares it, in the catalogue's order. */
export async function editorDeclarations(): Promise<readonly Editor[]> {
  return Promise.all(Object.values(documentEditors).map(({ declaration }) => declaration()));
}

/** The JSON Schema of one editor's value, as the host validates the decoded post. */
function jsonSchemaOf(value: Editor): JsonObject {
  const body = converted(value.schema);
  const accepted = value.shape === 'form' ? { anyOf: [{ type: 'null' }, { type: 'array', maxItems: 0 }, body] } : body;
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: value.name,
    description: `What ${value.name} reads from its hidden input ("${value.field}" by default).${value.beyond === undefined ? '' : ` Beyond this schema: ${value.beyond.join('; ')}.`} Generated from the bundle's schema: do not edit.`,
    ...(isJsonObject(accepted) ? accepted : {}),
  };
}

/** Each schema file's path (under the host package) and text. */
export function editorSchemaFiles(editors: readonly Editor[]): { file: string; text: string }[] {
  return editors.map((value) => ({ file: `${SCHEMAS_DIR}/${value.name}.json`, text: `${JSON.stringify(jsonSchemaOf(value), null, 2)}\n` }));
}
