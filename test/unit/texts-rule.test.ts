import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the strings people see live: a string used by one folder lives in that folder's
 * `texts.ts`; only strings used by several live in `src/shared/texts/`. A folder is one
 * `src/widgets/<name>`, one `src/admin/<name>` or one `src/shared/<room>`.
 */

const SRC = path.resolve(__dirname, '../../src');
const SHARED_TEXTS = path.join(SRC, 'shared', 'texts');
/** The editors' shared core: its texts are the editors' shared texts. */
const EDITORS_SHARED = 'admin/shared';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `widgets/post-grid`, `admin/shared`, `shared/listing`; `runtime`, `entries` for the others. */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  const [top = '', name] = parts;
  return ['widgets', 'admin', 'shared'].includes(top) && parts.length > 2 ? `${top}/${name}` : top;
}

interface NamedImport {
  file: string;
  /** The module imported, resolved, without its extension. */
  from: string;
  exported: string;
  local: string;
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.[^']*)'/g;

function namedImports(file: string, source: string): NamedImport[] {
  return [...source.matchAll(IMPORT)].flatMap(([, names = '', specifier = '']) => {
    const from = path.resolve(path.dirname(file), specifier);
    return names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter((name) => name !== '')
      .map((name) => {
        const [exported = '', local = exported] = name.split(/\s+as\s+/);
        return { file, from, exported, local };
      });
  });
}

const files = sourceFiles(SRC).map((file) => ({ file, source: readFileSync(file, 'utf8') }));
const imports = files.flatMap(({ file, source }) => namedImports(file, source));
const widgetNames = ['widgets', 'admin'].flatMap((top) =>
  readdirSync(path.join(SRC, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && `${top}/${entry.name}` !== EDITORS_SHARED)
    .map((entry) => entry.name),
);
const sharedTextFiles = readdirSync(SHARED_TEXTS).filter((name) => name.endsWith('.ts'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each `{export}.{key}` of `src/shared/texts/*` with the folders that read it; and the places that read an export whole. */
function sharedTextUses(): { uses: Map<string, Set<string>>; whole: string[] } {
  const uses = new Map<string, Set<string>>();
  const whole: string[] = [];
  for (const { file, from, exported, local } of imports) {
    if (path.dirname(from) !== SHARED_TEXTS || path.dirname(file) === SHARED_TEXTS) continue;
    const source = files.find((entry) => entry.file === file)?.source ?? '';
    const mentions = [...source.matchAll(new RegExp(`\\b${escape(local)}\\b(\\.\\w+)?`, 'g'))];
    for (const [, key] of mentions.slice(1)) {
      if (key === undefined) whole.push(`${path.relative(SRC, file)} reads ${exported} whole`);
      else {
        const name = `${path.basename(from)}: ${exported}${key}`;
        uses.set(name, (uses.get(name) ?? new Set()).add(folderOf(file)));
      }
    }
  }
  return { uses, whole };
}

test("every string in src/shared/texts is used by two folders or more (else it lives in its folder's texts.ts)", async () => {
  const { uses, whole } = sharedTextUses();
  expect(whole).toEqual([]);
  const lonely: string[] = [];
  for (const name of sharedTextFiles) {
    const module: unknown = await import(path.join(SHARED_TEXTS, name));
    if (typeof module !== 'object' || module === null) throw new Error(`${name}: not a module`);
    for (const [exported, texts] of Object.entries(module)) {
      if (typeof texts !== 'object' || texts === null) throw new Error(`${name}: ${exported} is not an object of texts`);
      for (const key of Object.keys(texts)) {
        const folders = [...(uses.get(`${path.basename(name, '.ts')}: ${exported}.${key}`) ?? [])].sort();
        if (folders.length < 2) lonely.push(`${name}: ${exported}.${key} is used by ${folders.length === 0 ? 'no folder' : folders.join(', ')}`);
      }
    }
  }
  expect(lonely).toEqual([]);
});

test('no file of src/shared/texts is named after a single widget or editor', () => {
  // 'distributors.ts' is named after `distributor-list` as much as 'distributor.ts' is.
  const namesOne = (word: string) => widgetNames.includes(word) || widgetNames.filter((widget) => widget.split('-').includes(word)).length === 1;
  const namedAfterOne = sharedTextFiles.map((name) => path.basename(name, '.ts')).filter((base) => namesOne(base) || namesOne(base.replace(/s$/, '')));
  expect(namedAfterOne).toEqual([]);
});

test("a folder's texts.ts is read only inside that folder", () => {
  const outside = imports
    .filter(({ from }) => path.basename(from) === 'texts' && path.dirname(from) !== SHARED_TEXTS)
    .filter(({ file, from }) => {
      const owner = folderOf(`${from}.ts`);
      return owner !== EDITORS_SHARED && folderOf(file) !== owner;
    })
    .map(({ file, from, exported }) => `${path.relative(SRC, file)} reads ${exported} of ${path.relative(SRC, from)}`);
  expect(outside).toEqual([]);
});

test('texts objects are declared only in texts.ts files and src/shared/texts', () => {
  const elsewhere = files
    .filter(({ file }) => path.basename(file) !== 'texts.ts' && path.dirname(file) !== SHARED_TEXTS)
    .filter(({ source }) => /export const \w+Texts\b/.test(source))
    .map(({ file }) => path.relative(SRC, file));
  expect(elsewhere).toEqual([]);
});
