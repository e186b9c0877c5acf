import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './bundle-in-node';

/**
 * The admin editors get a copy of valibot of their own (scripts/build/admin-valibot.mjs): one
 * module under two identities, so each side's chunk carries only the functions it uses. Two
 * things make that right, and both belong to valibot as installed: it is one module (else the
 * copy would be pointless), and what it keeps at module level is caches and the global config
 * and messages, which nothing here sets, so a schema behaves the same through either copy. A
 * valibot update that splits the module or adds state fails here, to be looked at.
 */

const VALIBOT = path.join(ROOT, 'node_modules/valibot');

test('valibot is one ES module, importing nothing', () => {
  const manifest = JSON.parse(readFileSync(path.join(VALIBOT, 'package.json'), 'utf8')) as { exports: Record<string, { import?: { default?: string } }> };
  expect(manifest.exports['.']?.import?.default).toBe('./dist/index.mjs');
  const source = readFileSync(path.join(VALIBOT, 'dist/index.mjs'), 'utf8');
  const tree = ts.createSourceFile('index.mjs', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  expect(tree.statements.filter((statement) => ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier))).toEqual(
    [],
  );
});

test("valibot's module-level state is the known caches, stores and classes", () => {
  const source = readFileSync(path.join(VALIBOT, 'dist/index.mjs'), 'utf8');
  const tree = ts.createSourceFile('index.mjs', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const state = tree.statements.flatMap((statement) => {
    if (ts.isClassDeclaration(statement)) return [`class ${statement.name?.text ?? ''}`];
    if (!ts.isVariableStatement(statement)) return [];
    const mutable = (statement.declarationList.flags & ts.NodeFlags.Const) === 0;
    return statement.declarationList.declarations.flatMap((declaration) => {
      const name = ts.isIdentifier(declaration.name) ? declaration.name.text : '?';
      if (declaration.initializer !== undefined && ts.isClassExpression(declaration.initializer)) return [`class ${name}`];
      return mutable ? [`let ${name}`] : [];
    });
  });
  expect(state.sort()).toEqual(
    [
      // The global config and the three message stores (set…/delete…), read by every parse.
      'let store$4',
      'let store$3',
      'let store$2',
      'let store$1',
      // Lazily made helpers and a cache of word segmenters: the same in either copy.
      'let textEncoder',
      'let segmenter',
      'let store',
      // `instanceof` differs between copies.
      'class ValiError',
      'class _LruCache',
    ].sort(),
  );
});

/** Every source file under src/. */
function sources(directory = path.join(ROOT, 'src')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test("nothing under src/ sets valibot's global config or messages, or tells its errors by class", () => {
  const perCopy = /\b(?:set|delete)(?:GlobalConfig|GlobalMessage|SchemaMessage|SpecificMessage)\b|\bValiError\b|\bisValiError\b/;
  expect(
    sources()
      .filter((file) => perCopy.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file)),
  ).toEqual([]);
});
