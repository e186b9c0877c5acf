import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { findTableBlocks, updateTables } from '../../scripts/attribute-table';
import { adminWidgets } from '../../src/admin/registry';
import { publicWidgets } from '../../src/widgets/registry';
import { declaredWidgets } from './laravel/declared-widgets';
import { docFiles, readDoc, ROOT } from './docs-files';

/**
 * The attribute tables in the docs are the widgets' declarations, written out: each page's
 * generated blocks match them (`npm run readme` rewrites them), and every widget has its
 * table in exactly one block.
 */

const tablesOf = (markdown: string) => findTableBlocks(markdown).map((block) => block.text);

test.each(docFiles())('%s documents its widgets and attributes exactly as declared', async (file) => {
  const current = readDoc(file);
  const expected = updateTables(current, await declaredWidgets());
  if (process.env.UPDATE_README === '1' && current !== expected) {
    writeFileSync(path.join(ROOT, file), expected);
    return;
  }
  expect(tablesOf(current)).toEqual(tablesOf(expected));
});

test('every widget has its attribute table in exactly one place of the docs', () => {
  const documented = docFiles().flatMap((file) => findTableBlocks(readDoc(file)).flatMap((block) => block.names));
  expect(documented.sort()).toEqual([...Object.keys(publicWidgets), ...Object.keys(adminWidgets)].sort());
});

test('no two widgets share a name across the public and admin entries', () => {
  const shared = Object.keys(publicWidgets).filter((name) => name in adminWidgets);
  expect(shared).toEqual([]);
});
