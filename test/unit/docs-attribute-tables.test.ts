import { findTableBlocks, kindLabel } from '../../scripts/generate/attribute-table';
import { declaredWidgets } from '../../scripts/generate/declared-widgets';
import { adminWidgets } from '../../src/admin/registry';
import type { WidgetLoaders } from '../../src/runtime';
import { publicWidgets } from '../../src/widgets/registry';
import { docFiles, readDoc } from './docs-files';

/**
 * The attribute tables in the docs are the widgets' declarations, written out (by `npm run
 * generate`; test/unit/generated-files.test.ts checks they are current): every widget has
 * its table in exactly one block, and the declaration the generators read is the one the
 * widget is defined with.
 */

test('every widget has its attribute table in exactly one place of the docs', () => {
  const documented = docFiles().flatMap((file) => findTableBlocks(readDoc(file)).flatMap((block) => block.names));
  expect(documented.sort()).toEqual([...Object.keys(publicWidgets), ...Object.keys(adminWidgets)].sort());
});

test('no two widgets share a name across the public and admin entries', () => {
  const shared = Object.keys(publicWidgets).filter((name) => name in adminWidgets);
  expect(shared).toEqual([]);
});

test("the generators read each widget's declaration from its folder: the very table its definition holds", async () => {
  const loaders: WidgetLoaders = { ...publicWidgets, ...adminWidgets };
  for (const { name, attributes } of await declaredWidgets()) {
    const loader = loaders[name];
    if (loader === undefined) throw new Error(`no loader for ${name}`);
    const defined = (await loader()).default.attributes;
    expect({ name, same: defined === attributes }).toEqual({ name, same: true });
  }
});

test('each kind\'s words in the tables\' Value column (docs/hosting.md, "Attribute values", explains them)', () => {
  expect(kindLabel({ type: 'text' })).toBe('text');
  expect(kindLabel({ type: 'text', words: '"desktop" or "another"' })).toBe('"desktop" or "another"');
  expect(kindLabel({ type: 'segment' })).toBe('text (one URL path segment)');
  expect(kindLabel({ type: 'integer' })).toBe('integer');
  expect(kindLabel({ type: 'integer', min: 1, max: 6 })).toBe('integer 1–6');
  expect(kindLabel({ type: 'integer', min: 0 })).toBe('integer ≥ 0');
  expect(kindLabel({ type: 'integer', max: 9 })).toBe('integer ≤ 9');
  expect(kindLabel({ type: 'id' })).toBe('id');
  expect(kindLabel({ type: 'number' })).toBe('number');
  expect(kindLabel({ type: 'boolean' })).toBe('boolean');
  expect(kindLabel({ type: 'one-of', values: ['auto', 'short'] })).toBe('"auto" | "short"');
  expect(kindLabel({ type: 'json', shape: '{name, content}' })).toBe('JSON ({name, content}) or #id of a JSON script');
  expect(kindLabel({ type: 'json-list', shape: '{name}' })).toBe('JSON ([{name}]) or #id of a JSON script');
});
