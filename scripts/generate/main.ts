import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles } from './files';

function current(absolute: string): string | null {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return null;
  }
}

/** Writes every generated file that is not current, and says which (scripts/generate.mjs runs it). */
export async function generate(root: string): Promise<void> {
  const files = await generatedFiles(root);
  const written = files.filter(({ file, text }) => {
    const absolute = path.join(root, file);
    if (current(absolute) === text) return false;
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
    return true;
  });
  for (const { file } of written) console.log(`wrote ${file}`);
  console.log(`${written.length} of ${files.length} generated files rewritten; the others were current.`);
}
