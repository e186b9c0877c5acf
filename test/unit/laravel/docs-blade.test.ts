import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findTableBlocks } from '../../../scripts/generate/attribute-table';
import { docFiles, readDoc } from '../docs-files';

/**
 * Every Blade snippet of the docs (the README and `docs/`) is in the Laravel host's views or its package's (and so exercised by
 * the journeys that load them): each paragraph of a ```blade block, line for line,
 * indentation and the host's CSP nonce aside (its views print `nonce="{{ $cspNonce }}"` on
 * script tags; docs/hosting.md's CSP section says so). `@vite` snippets too: the host prints
 * them on Laravel 9.19 and later, `mix()` on Laravel 8 (partials/bundle-entries.blade.php).
 */
const ROOT = path.resolve(__dirname, '../../..');
const VIEW_FOLDERS = [path.join(ROOT, 'host/resources/views'), path.join(ROOT, 'host/packages/site-widgets/resources/views')];

function bladeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return bladeFiles(file);
    return entry.name.endsWith('.blade.php') ? [file] : [];
  });
}

function lines(text: string): string[] {
  return text.split('\n').map((line) => line.trim());
}

function contains(haystack: readonly string[], needle: readonly string[]): boolean {
  return haystack.some((_, start) => needle.every((line, offset) => haystack[start + offset] === line));
}

const docs = docFiles().map(readDoc);
const snippets = docs.flatMap((doc) => [...doc.matchAll(/```blade\n([\s\S]*?)```/g)].map((match) => match[1] ?? ''));
const NONCE = ' nonce="{{ $cspNonce }}"';
const views = VIEW_FOLDERS.flatMap((folder) =>
  bladeFiles(folder).map((file) => ({ file: path.relative(ROOT, file), lines: lines(readFileSync(file, 'utf8').replaceAll(NONCE, '')) })),
);

test('the docs have Blade snippets, and the host has views', () => {
  expect(snippets.length).toBeGreaterThan(10);
  expect(views.length).toBeGreaterThan(10);
});

const paragraphs = snippets
  .flatMap((snippet) => snippet.split(/\n\s*\n/))
  .map((paragraph) => lines(paragraph.replaceAll(NONCE, '')).filter((line) => line !== ''))
  .filter((paragraph) => paragraph.length > 0);

test.each(paragraphs.map((paragraph) => [paragraph[0] ?? '', paragraph] as const))('the host prints the docs snippet starting %s', (_, paragraph) => {
  const found = views.filter((view) => contains(view.lines, paragraph)).map((view) => view.file);
  expect(found).not.toEqual([]);
});

/** Each `@json(…)` expression in a text, parentheses balanced. */
function jsonDirectives(text: string): string[] {
  const found: string[] = [];
  for (let start = text.indexOf('@json('); start !== -1; start = text.indexOf('@json(', start + 1)) {
    let depth = 0;
    for (let end = start + '@json'.length; end < text.length; end += 1) {
      depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
      if (depth === 0) {
        found.push(text.slice(start + '@json('.length, end));
        break;
      }
    }
  }
  return found;
}

// Blade splits @json's expression at commas: the rest becomes json_encode's options (test/laravel/component).
test('the attribute tables suggest only @json expressions without commas', () => {
  const reference = docs.flatMap((doc) => findTableBlocks(doc).map((block) => block.text)).join('\n');
  expect(jsonDirectives(reference).length).toBeGreaterThan(0);
  expect(jsonDirectives(reference).filter((expression) => expression.includes(','))).toEqual([]);
});
