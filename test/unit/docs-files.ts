import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, which the README and `docs/` paths are relative to. */
export const ROOT = path.resolve(__dirname, '../..');

function markdownUnder(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return markdownUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/**
 * The documentation a reader follows: the README, every page under `docs/`, the demo's
 * README (its template language), and the changelog and upgrade guide, as paths from the root.
 */
export function docFiles(): string[] {
  return ['README.md', ...markdownUnder('docs').sort(), 'demo/README.md', 'CHANGELOG.md', 'UPGRADING.md'];
}

export function readDoc(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}
