import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readDoc, ROOT } from './docs-files';

/**
 * docs/architecture.md's "Where things are" matches the tree: every folder and file it names
 * exists (the path a row starts with, and the file names its description gives, relative to
 * that row's folder unless they hold a slash), and the folders a newcomer walks first
 * (`src/`, `src/shared/`, `src/runtime/`, `scripts/`, `test/`) each have a row.
 */

/** A row of the block: the path it starts with and the text after it. */
interface Row {
  line: number;
  path: string;
  description: string;
}

/** Every row of the "Where things are" block. */
function whereRows(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const heading = lines.indexOf('## Where things are');
  const open = lines.findIndex((line, index) => index > heading && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  if (heading === -1 || open === -1 || close === -1) return [];
  return lines.slice(open + 1, close).flatMap((text, index) => {
    const match = /^(\S+)\s{2,}(.*)$/.exec(text);
    return match === null ? [] : [{ line: open + 2 + index, path: match[1] ?? '', description: match[2] ?? '' }];
  });
}

/** A file name in a description: `http.ts`, `legacy-json.ts`, `docs/laravel-host.md`. */
const FILE_NAME = /(?<![\w./-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|css|md|json|php))(?![\w/])/g;

/** A folder of the tree: `<name>` in a row stands for any folder there. */
const PLACEHOLDER = /<\w+>\//;

interface Tree {
  isDirectory: (file: string) => boolean;
  isFile: (file: string) => boolean;
  folders: (directory: string) => string[];
}

/** What a row names that the tree lacks, one line each. */
function missingPaths(rows: readonly Row[], tree: Tree): string[] {
  return rows.flatMap(({ line, path: named, description }) => {
    const problems: string[] = [];
    const folder = named.endsWith('/') ? named : path.posix.dirname(named) + '/';
    // `src/widgets/<name>/`: the folders there (at least one), each a candidate for the files named.
    const placeholder = PLACEHOLDER.exec(folder);
    const parent = placeholder === null ? null : folder.slice(0, placeholder.index);
    const folders = parent === null ? [folder] : tree.folders(parent).map((each) => `${parent}${each}/`);
    if (parent !== null && folders.length === 0) problems.push(`${line}: ${named} (no folder in ${parent})`);
    if (parent === null && (named.endsWith('/') ? !tree.isDirectory(named) : !tree.isFile(named))) {
      problems.push(`${line}: ${named} (no such ${named.endsWith('/') ? 'folder' : 'file'})`);
    }
    for (const [, file = ''] of description.matchAll(FILE_NAME)) {
      const candidates = file.includes('/') ? [file] : folders.map((each) => `${each}${file}`);
      if (!candidates.some((candidate) => tree.isFile(candidate))) problems.push(`${line}: ${file} (named for ${named}; not there)`);
    }
    return problems;
  });
}

/**
 * The folders of `directory` that no row names: as its path or a path under it, or through
 * a `<name>` row right in `directory` (`src/widgets/<name>/` names every widget's folder).
 */
function unnamedFolders(rows: readonly Row[], directory: string, tree: Tree): string[] {
  const named = (folder: string) =>
    rows.some((row) => {
      const placeholder = row.path.search(PLACEHOLDER);
      return row.path.startsWith(folder) || (placeholder !== -1 && row.path.slice(0, placeholder) === directory);
    });
  return tree
    .folders(directory)
    .map((each) => `${directory}${each}/`)
    .filter((folder) => !named(folder));
}

const repository: Tree = {
  isDirectory: (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isDirectory(),
  isFile: (file) => existsSync(path.join(ROOT, file)) && statSync(path.join(ROOT, file)).isFile(),
  folders: (directory) =>
    existsSync(path.join(ROOT, directory))
      ? readdirSync(path.join(ROOT, directory), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort()
      : [],
};

const rows = whereRows(readDoc('docs/architecture.md'));

test('"Where things are" has its rows', () => {
  expect(rows.length).toBeGreaterThan(20);
});

test('every folder and file "Where things are" names exists', () => {
  expect(missingPaths(rows, repository)).toEqual([]);
});

test.each(['src/', 'src/shared/', 'src/runtime/', 'scripts/', 'test/'])('every folder of %s has its row in "Where things are"', (directory) => {
  expect(unnamedFolders(rows, directory, repository)).toEqual([]);
});

describe('the check', () => {
  const tree: Tree = {
    isDirectory: (file) =>
      ['src/', 'src/shared/', 'src/shared/api/', 'src/widgets/', 'src/widgets/faq/', 'src/widgets/grid/', 'src/gone/'].includes(file) && file !== 'src/gone/',
    isFile: (file) => ['src/shared/api/http.ts', 'src/widgets/faq/attributes.ts', 'docs/hosting.md', 'build.mjs'].includes(file),
    folders: (directory) => ({ 'src/': ['shared', 'widgets', 'runtime'], 'src/shared/': ['api', 'ui'], 'src/widgets/': ['faq', 'grid'] })[directory] ?? [],
  };
  const sample = [
    '# Architecture',
    '## Where things are',
    '```',
    'src/shared/api/   the client (http.ts), checked calls (request.ts), see docs/hosting.md and docs/gone.md',
    'src/widgets/<name>/   one widget: attributes.ts, texts.ts',
    'src/gone/         a folder no more',
    'build.mjs         the builds; window.SiteWidgets is no file',
    'src/lost.ts       a file no more',
    '```',
    '## The runtime',
    'src/not/in/the/block/   ignored',
  ].join('\n');

  test('reads the rows of the block only', () => {
    expect(whereRows(sample).map((row) => row.path)).toEqual(['src/shared/api/', 'src/widgets/<name>/', 'src/gone/', 'build.mjs', 'src/lost.ts']);
  });

  test('names what is missing, and only that', () => {
    expect(missingPaths(whereRows(sample), tree)).toEqual([
      '4: request.ts (named for src/shared/api/; not there)',
      '4: docs/gone.md (named for src/shared/api/; not there)',
      '5: texts.ts (named for src/widgets/<name>/; not there)',
      '6: src/gone/ (no such folder)',
      '8: src/lost.ts (no such file)',
    ]);
  });

  test('names the folders without a row', () => {
    expect(unnamedFolders(whereRows(sample), 'src/', tree)).toEqual(['src/runtime/']);
    expect(unnamedFolders(whereRows(sample), 'src/shared/', tree)).toEqual(['src/shared/ui/']);
    expect(unnamedFolders(whereRows(sample), 'src/widgets/', tree)).toEqual([]);
  });
});
