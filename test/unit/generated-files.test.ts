import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles } from '../../scripts/generate/files';
import { ROOT } from './docs-files';

/**
 * Every file the repository keeps generated from the bundle's own code is current: the
 * docs' attribute tables, the host package's widget list, the editors' JSON Schemas, the
 * HTML allow-list and the contracts' constants. Nothing here writes: `npm run generate` does.
 */

function current(file: string): string | null {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return null;
  }
}

/** Where a stale file first differs from what it should read, to say what changed. */
function staleness(file: string, expected: string): string {
  const text = current(file);
  if (text === null) return `${file} is missing: run \`npm run generate\``;
  const lines = text.split('\n');
  const wanted = expected.split('\n');
  const line = wanted.findIndex((entry, index) => entry !== lines[index]);
  const at = line === -1 ? lines.length : line;
  return `${file} is out of date at line ${at + 1} (it reads ${JSON.stringify(lines[at] ?? '')}, the declarations write ${JSON.stringify(wanted[at] ?? '')}): run \`npm run generate\``;
}

test('every generated file is current (`npm run generate` writes them)', async () => {
  const files = await generatedFiles(ROOT);
  const stale = files.filter(({ file, text }) => current(file) !== text).map(({ file, text }) => staleness(file, text));
  expect(stale).toEqual([]);
});

test('the generated files are the docs with attribute tables and the host package’s lists, each once', async () => {
  const files = (await generatedFiles(ROOT)).map(({ file }) => file);
  expect(new Set(files).size).toBe(files.length);
  expect(files).toEqual(
    expect.arrayContaining([
      'docs/widgets/faq.md',
      'host/packages/site-widgets/src/Generated/widgets.php',
      'host/packages/site-widgets/resources/schemas/steps-editor.json',
      'host/packages/site-widgets/resources/schemas/distributor-hours.json',
      'host/packages/site-widgets/resources/html-allowlist.json',
      'host/packages/site-widgets/src/Generated/Contracts.php',
    ]),
  );
});
