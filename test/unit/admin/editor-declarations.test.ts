import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as v from 'valibot';
import { DOCUMENT_EDITORS, documentEditors } from '../../../src/admin/catalogue/document-editors';
import { adminWidgets } from '../../../src/admin/registry';
import { attributes as revisionAttributes } from '../../../src/admin/revision-compare/attributes';
import { defineEditor } from '../../../src/admin/shared/editor/define-editor';
import { attr } from '../../../src/runtime';

/**
 * An editor of a stored document is one declaration (`editor.ts` in its folder) and one line
 * of the catalogue; every consumer reads that declaration.
 */

const ADMIN = path.resolve(__dirname, '../../../src/admin');

test('every folder with a declaration has its line in the catalogue, and every line a folder that declares it', () => {
  const declaring = readdirSync(ADMIN, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ADMIN, entry.name, 'editor.ts')))
    .map((entry) => entry.name);
  expect([...DOCUMENT_EDITORS].sort()).toEqual(declaring.sort());
});

test.each(DOCUMENT_EDITORS)('%s: the widget the registry mounts is defined with its declaration, under its name', async (name) => {
  const declaration = await documentEditors[name].declaration();
  const widget = adminWidgets[name];
  if (widget === undefined) throw new Error(`the registry has no ${name}`);
  const definition = (await widget()).default;
  expect({ name: declaration.name, same: definition.attributes === declaration.attributes }).toEqual({ name, same: true });
  expect(declaration.field).toBe(declaration.attributes.input.defaultValue);
  expect(declaration.field).toMatch(/^[a-z][A-Za-z_]*$/);
});

test("the revisions' comparison takes exactly the catalogue's editors", () => {
  for (const name of DOCUMENT_EDITORS) expect(revisionAttributes.editor.parse(name)).toBe(name);
  expect(() => revisionAttributes.editor.parse('category-select')).toThrow();
});

test("the editors' core names no editor's document path: each editor's words are in its folder", () => {
  const core = path.join(ADMIN, 'shared');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  // A shape path as the words key them, in the code (a comment may show one): `'*.steps.*.text'`, `'*.name'`.
  const shapePaths = (file: string): string[] => {
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^\*\./.test(node.text)) found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
    return found.map((shape) => `${path.relative(core, file)}: ${shape}`);
  };
  const paths = files(core)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap(shapePaths);
  expect(paths).toEqual([]);
});

test('an editor declared without a default for its hidden input is refused when it is defined', () => {
  expect(() =>
    defineEditor({
      name: 'nameless-editor',
      // Required, so typed as a text, yet with no default: only the definition can tell.
      attributes: { input: attr.text({ required: true, description: 'no default' }) },
      schema: v.array(v.unknown()),
      shape: 'list',
      words: { lists: {}, fields: {} },
    }),
  ).toThrow('nameless-editor declares its hidden input without a default name');
});
