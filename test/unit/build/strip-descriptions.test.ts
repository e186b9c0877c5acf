import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleInNode, ROOT } from './bundle-in-node';

/**
 * The production build empties the attribute descriptions (scripts/build/strip-descriptions.mjs),
 * reading each `attributes.ts` with TypeScript's compiler API. Every declaration is bundled here
 * through the plugin, with the TypeScript installed, and its descriptions read back: a TypeScript
 * update that changes that API, or a declaration the plugin no longer recognises, fails here
 * instead of shipping the docs' sentences on every page.
 */

const PLUGIN = { file: path.join(ROOT, 'scripts/build/strip-descriptions.mjs'), name: 'stripDescriptions' };

/** Every widget's declaration, as `src/<floor>/<name>/attributes.ts`. */
const declarations = (['widgets', 'admin'] as const).flatMap((floor) =>
  readdirSync(path.join(ROOT, 'src', floor), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(path.join(ROOT, 'src', floor, entry.name)).includes('attributes.ts'))
    .map((entry) => `src/${floor}/${entry.name}/attributes.ts`),
);

/** An entry whose default export gives each declaration's descriptions, by file and attribute. */
function descriptionsEntry(files: readonly string[], resolve: (file: string) => string): string {
  return [
    ...files.map((file, index) => `import { attributes as table${index} } from ${JSON.stringify(resolve(file))};`),
    `const tables = { ${files.map((file, index) => `${JSON.stringify(file)}: table${index}`).join(', ')} };`,
    'export default async () => Object.fromEntries(Object.entries(tables).map(([file, table]) =>',
    '  [file, Object.fromEntries(Object.entries(table).map(([key, spec]) => [key, spec.description]))]));',
  ].join('\n');
}

test('every attribute description is emptied in the bundle, and only the description', async () => {
  expect(declarations.length).toBeGreaterThan(15);
  const bundled = await bundleInNode({ platform: 'node', plugins: [PLUGIN], entry: descriptionsEntry(declarations, (file) => path.join(ROOT, file)) });
  expect(bundled.errors).toEqual([]);
  const result = bundled.result as Record<string, Record<string, string>>;

  for (const file of declarations) {
    // The sources keep their sentences (what the docs' tables are generated from).
    const { attributes } = (await import(path.join(ROOT, file))) as { attributes: Record<string, { description: string }> };
    const source = Object.fromEntries(Object.entries(attributes).map(([key, spec]) => [key, spec.description]));
    expect({ file, empty: Object.keys(source).filter((key) => source[key] === '') }).toEqual({ file, empty: [] });
    expect({ file, bundled: result[file] }).toEqual({ file, bundled: Object.fromEntries(Object.keys(source).map((key) => [key, ''])) });
  }
});

test('a description that is not text stops the build', async () => {
  const declaration = [
    `import { attr } from ${JSON.stringify(path.join(ROOT, 'src/runtime'))};`,
    "const SENTENCE = 'Heading level.';",
    'export const attributes = {',
    "  label: attr.text({ required: true, description: 'The label.' }),",
    '  level: attr.integerBetween(1, 6)({ default: 3, description: SENTENCE }),',
    '};',
  ].join('\n');
  const outcome = await bundleInNode({
    platform: 'node',
    plugins: [PLUGIN],
    files: { 'src/widgets/odd/attributes.ts': declaration },
    entry: descriptionsEntry(['src/widgets/odd/attributes.ts'], (file) => `./${file}`),
  });
  expect(outcome.errors).toEqual(['a description that is not text (write it as a string)']);
});
