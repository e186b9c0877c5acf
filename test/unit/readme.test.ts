import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, widgetTables, type DocumentedWidget } from '../../scripts/attribute-table';
import { adminWidgets } from '../../src/admin/registry';
import type { WidgetLoaders } from '../../src/runtime';
import { publicWidgets } from '../../src/widgets/registry';

const README = path.resolve(__dirname, '../../README.md');

async function documented(loaders: WidgetLoaders, entry: DocumentedWidget['entry']): Promise<DocumentedWidget[]> {
  const names = Object.keys(loaders).sort();
  return Promise.all(
    names.map(async (name) => {
      const loader = loaders[name];
      if (loader === undefined) throw new Error(name);
      return { name, entry, attributes: (await loader()).default.attributes };
    }),
  );
}

test('the README documents every widget and attribute exactly as declared', async () => {
  const tables = widgetTables([...(await documented(publicWidgets, 'public')), ...(await documented(adminWidgets, 'admin'))]);
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const current = readme.slice(start, end + TABLE_END.length);
  if (process.env.UPDATE_README === '1' && current !== tables) {
    writeFileSync(README, readme.replace(current, tables));
    return;
  }
  expect(current).toBe(tables);
});

test('no two widgets share a name across the public and admin entries', () => {
  const shared = Object.keys(publicWidgets).filter((name) => name in adminWidgets);
  expect(shared).toEqual([]);
});
