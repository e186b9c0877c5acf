/**
 * The import arrows point one way: entries → widgets / admin → shared → runtime → base.
 * - `src/base` (the validation library and the console channel) imports nothing outside itself;
 * - `src/runtime` imports only itself and the base (React and libraries aside);
 * - from outside the runtime, only its index is imported (its one public face), and the entries
 *   alone also import `runtime/start.ts`, the scanner, which must not bring the rest with it;
 * - `src/shared` imports only itself, the runtime and the base;
 * - a widget's folder imports no other widget's folder, and public widgets never import admin code;
 * - an editor's folder imports no other editor's folder (`src/admin/shared` is the editors' core,
 *   and it imports no editor);
 * - only the registries reach into the widget folders (through lazy loaders), and only entries
 *   import the registries; the catalogue of stored documents' editors (`src/admin/catalogue`) is
 *   the admin registry's list of them, which the editors may read (it reaches them lazily only);
 * - nothing under `src` imports the mocks, the tests, the demo or the scripts, and the trees
 *   beside it import only the trees `TREES` allows them;
 * - what a file uses from `declare global` counts as an import of the file that declares it
 *   (the runtime reads `window.SiteWidgets.ready`, so the runtime declares it);
 * - no two folders import each other, directly or round a loop (type imports and those
 *   global declarations included): each folder of a floor stands on the ones below it;
 * - no two files import each other either, inside one folder included;
 * - the loops are looked for in `src`, `mocks`, `demo` and `scripts` alike.
 * Every relative import counts: type-only, lazy, `export … from`, a folder's index named by
 * the dots alone (`'.'`, `'..'`), and in the scripts' JavaScript the types JSDoc imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { folderCycles } from './boundaries/folder-cycles';
import { globalUses, programOf, type GlobalUse } from './boundaries/global-uses';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

/**
 * The trees the test reads, and the others each may import (itself always). `src` is the bundle:
 * it imports no other tree. `mocks` is the backend the tests and the demo talk to: it reads
 * `src`'s contracts (the answers' types, the payloads' schemas, the directory's search, so that
 * it answers as the host does), and a changed contract breaks it at the type-check; it reads no
 * page, script or test. `demo` (the demo pages' own scripts) and `scripts` (build, benchmark,
 * generators, servers) read `src` and the mocks; the build reads the demo's pages as files,
 * never as imports. No tree imports the tests. `build.mjs`, the build's entry at the root, is
 * one of the scripts (scripts/tsconfig.json checks it with them).
 */
const TREES = {
  src: [],
  mocks: ['src'],
  demo: ['src', 'mocks'],
  scripts: ['src', 'mocks'],
} as const satisfies Record<string, readonly string[]>;
type Tree = keyof typeof TREES;

const isTree = (name: string): name is Tree => Object.hasOwn(TREES, name);

/** The tree a file is in, or null outside the four (the tests, the host, the root's files). */
function treeOf(file: string): Tree | null {
  const relative = path.relative(ROOT, file);
  if (relative === 'build.mjs') return 'scripts';
  const top = relative.split(path.sep)[0] ?? '';
  return isTree(top) ? top : null;
}

/** Why a file of one tree may not import `to`, or null when it may. */
function treeForbidden(from: string, to: string): string | null {
  const a = treeOf(from);
  const b = treeOf(to);
  if (a === null || a === b) return null;
  const allowed: readonly Tree[] = TREES[a];
  if (b !== null && allowed.includes(b)) return null;
  return `${a} imports ${b ?? path.relative(ROOT, to).split(path.sep)[0]}`;
}

/** Where a file sits: its floor and, for widgets and editors, its folder. */
interface Place {
  floor: 'entries' | 'widgets' | 'admin' | 'shared' | 'runtime' | 'base' | 'src' | 'outside';
  /** The widget's or editor's folder (`post-grid`, `shared`), or `registry` for a registry file. */
  room: string | null;
}

function placeOf(file: string): Place {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return { floor: 'outside', room: null };
  const [floor = '', room = null, ...rest] = relative.split(path.sep);
  const isFile = rest.length === 0 && room !== null && /\.[cm]?[jt]sx?$/.test(room);
  switch (floor) {
    case 'entries':
    case 'runtime':
    case 'shared':
    case 'base':
      return { floor, room: null };
    case 'widgets':
    case 'admin':
      return { floor, room: isFile ? room.replace(/\.[cm]?[jt]sx?$/, '') : room };
    default:
      return { floor: 'src', room: null };
  }
}

/**
 * Why an import from outside the runtime may not land on `to`, or null when it lands on a door:
 * the index, and for the entries the scanner. (A global the runtime declares is the page's
 * contract, not a door: the floors check it, this does not.)
 */
function pastTheFace(from: string, to: string): string | null {
  if (placeOf(from).floor === 'runtime' || placeOf(to).floor !== 'runtime') return null;
  const inRuntime = path.relative(path.join(SRC, 'runtime'), to);
  if (inRuntime === 'index.ts' || (placeOf(from).floor === 'entries' && inRuntime === 'start.ts')) return null;
  return 'a deep import into the runtime, past its index';
}

/** Why `from` may not import `to`, or null when the arrow is allowed. */
function forbidden(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (b.floor === 'outside') return 'src imports outside src (mocks, tests, demo or scripts)';
  if (a.floor === 'base' && b.floor !== 'base') return 'the base imports outside itself';
  if (a.floor === 'runtime' && b.floor !== 'runtime' && b.floor !== 'base') return 'the runtime imports outside itself';
  if (a.floor === 'shared' && b.floor !== 'shared' && b.floor !== 'runtime' && b.floor !== 'base') return 'shared reaches up';
  if (a.floor === 'widgets') {
    if (b.floor === 'admin' || b.floor === 'entries') return 'a public widget reaches into admin or entries';
    if (b.floor === 'widgets' && a.room !== 'registry' && b.room !== a.room) return 'a widget imports another widget';
    if (b.floor === 'widgets' && b.room === 'registry' && a.room !== 'registry') return 'a widget imports the registry';
  }
  if (a.floor === 'admin') {
    if (b.floor === 'entries') return 'an editor reaches into entries';
    if (b.floor === 'widgets') return 'an editor imports a public widget';
    if (b.floor === 'admin' && a.room === 'shared' && b.room !== 'shared') return "the editors' core imports an editor";
    // The catalogue of stored documents' editors is a registry every editor may read: it holds
    // lazy loaders only (the test below holds it to that), so reading it downloads no editor.
    const reachesEditors = a.room === 'registry' || a.room === 'catalogue';
    if (b.floor === 'admin' && !reachesEditors && b.room !== a.room && b.room !== 'shared' && b.room !== 'catalogue') return 'an editor imports another editor';
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every file of the four trees (the scripts' JavaScript included). */
const treeFiles = (): string[] => [...Object.keys(TREES).flatMap((tree) => sourceFiles(path.join(ROOT, tree))), path.join(ROOT, 'build.mjs')];

/**
 * The relative specifiers in a file's text, read by TypeScript's own pre-scan rather than a
 * pattern: static, side-effect, type-only and lazy imports and `export … from`, bare `'.'` and
 * `'..'` included (a pattern wanting a slash after the dots never saw those, and two circles hid
 * behind them), and nothing from comments or strings.
 */
function relativeSpecifiers(text: string, javascript = false): string[] {
  const imported = ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName);
  return [...imported, ...(javascript ? jsDocSpecifiers(text) : [])].filter((name) => /^\.{1,2}(?:\/|$)/.test(name));
}

/**
 * What a JavaScript file's JSDoc imports (an `import(…)` type in a `@typedef`, `@param` or
 * `@returns`): the type imports of the scripts, which the pre-scan skips as comments. Every `/**` comment before a token of the file is parsed alone, before a bare
 * statement it documents (a declaration reports only the last of its comments).
 */
function jsDocSpecifiers(text: string): string[] {
  const parse = (code: string) => ts.createSourceFile('file.mjs', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const comments = new Map<number, string>();
  const collect = (node: ts.Node): void => {
    for (const { pos, end } of ts.getLeadingCommentRanges(text, node.pos) ?? []) if (text.startsWith('/**', pos)) comments.set(pos, text.slice(pos, end));
    ts.forEachChild(node, collect);
  };
  collect(parse(text));
  const found: string[] = [];
  const inDoc = (node: ts.Node): void => {
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal.text);
    ts.forEachChild(node, inDoc);
  };
  for (const comment of comments.values()) {
    for (const statement of parse(`${comment}\n0;`).statements) ts.getJSDocCommentsAndTags(statement).forEach(inDoc);
  }
  return found;
}

/** The file an import lands on, as TypeScript resolves it: `./x` is x.ts(x), a folder (`'.'`, `'..'`, `./post-grid`) its index. */
function resolveImport(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? target;
}

function relativeImports(file: string): string[] {
  return relativeSpecifiers(readFileSync(file, 'utf8'), file.endsWith('.mjs')).map((specifier) => resolveImport(file, specifier));
}

const inSrc = (file: string) => !path.relative(SRC, file).startsWith('..');
const inTrees = (file: string) => treeOf(file) !== null;
const rel = (file: string) => path.relative(ROOT, file);

let uses: GlobalUse[] | undefined;
/**
 * What the files of the root's program (src, the mocks, the demo) use of those files' own
 * `declare global` blocks: one type-checker pass, shared by the tests below.
 */
function treeGlobalUses(): GlobalUse[] {
  uses ??= globalUses(programOf(path.join(ROOT, 'tsconfig.json')), inTrees);
  return uses;
}

/** An in-memory program of `files` (no standard library: only their own declarations count). */
function fixtureProgram(files: Readonly<Record<string, string>>): ts.Program {
  const options: ts.CompilerOptions = { noLib: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  return ts.createProgram(Object.keys(files), options, {
    ...host,
    fileExists: (name) => name in files || host.fileExists(name),
    readFile: (name) => files[name] ?? host.readFile(name),
    getSourceFile: (name, language) => {
      const text = files[name];
      return text === undefined ? host.getSourceFile(name, language) : ts.createSourceFile(name, text, language, true);
    },
  });
}

describe('import boundaries', () => {
  test('every import under src points down or sideways within its own folder', () => {
    const violations = sourceFiles(SRC).flatMap((file) =>
      relativeImports(file).flatMap((target) => {
        const why = forbidden(file, target) ?? pastTheFace(file, target);
        return why === null ? [] : [`${rel(file)} → ${rel(target)}: ${why}`];
      }),
    );
    expect(violations).toEqual([]);
  });

  test('what a file uses from `declare global` is declared on its floor or below, as an import would be', () => {
    const violations = treeGlobalUses().flatMap(({ file, name, declaredIn }) => {
      const why = inSrc(file) ? forbidden(file, declaredIn) : treeForbidden(file, declaredIn);
      return why === null ? [] : [`${rel(file)} uses ${name}, declared by ${rel(declaredIn)} (declare global): ${why}`];
    });
    expect(violations).toEqual([]);
  });

  test('every import under mocks, demo and scripts reaches only the trees each may read', () => {
    const violations = treeFiles()
      .filter((file) => !inSrc(file))
      .flatMap((file) =>
        relativeImports(file).flatMap((target) => {
          const why = treeForbidden(file, target);
          return why === null ? [] : [`${rel(file)} → ${rel(target)}: ${why}`];
        }),
      );
    expect(violations).toEqual([]);
  });

  test('no two folders of src, mocks, demo or scripts import each other, round any loop (type imports and global declarations included)', () => {
    const arrows = [
      ...treeFiles().flatMap((file) => relativeImports(file).map((target) => ({ file, to: path.dirname(target), why: `imports ${rel(target)}` }))),
      ...treeGlobalUses().map(({ file, name, declaredIn }) => ({ file, to: path.dirname(declaredIn), why: `uses ${name} of ${rel(declaredIn)}` })),
    ].filter(({ to }) => inTrees(to));
    const cycles = folderCycles(arrows.map(({ file, to }) => [path.dirname(file), to] as const));
    // Each loop with the arrows that make it, to say where to cut.
    const explained = cycles.map((folders) => ({
      folders: folders.map(rel),
      arrows: arrows
        .filter(({ file, to }) => path.dirname(file) !== to && folders.includes(path.dirname(file)) && folders.includes(to))
        .map(({ file, why }) => `${rel(file)} ${why}`),
    }));
    expect(explained).toEqual([]);
  });

  test('no two files of src, mocks, demo or scripts import each other, round any loop (lazy and type imports included)', () => {
    // The folder check cannot see a loop inside one folder (a table lazy-loading files that read
    // a type back from it); the same loop-finder over files does.
    const arrows = treeFiles().flatMap((file) =>
      relativeImports(file)
        .filter(inTrees)
        .map((to) => [file, to] as const),
    );
    expect(folderCycles(arrows).map((files) => files.map(rel))).toEqual([]);
  });

  test('the check itself catches each kind of wrong arrow', () => {
    const at = (p: string) => path.join(ROOT, p);
    expect(forbidden(at('src/runtime/mount.ts'), at('src/shared/page/globals'))).toBe('the runtime imports outside itself');
    expect(forbidden(at('src/shared/listing/TabbedListing.tsx'), at('src/widgets/post-grid/PostGrid'))).toBe('shared reaches up');
    expect(forbidden(at('src/widgets/post-grid/PostGrid.tsx'), at('src/widgets/product-grid/columns'))).toBe('a widget imports another widget');
    expect(forbidden(at('src/widgets/post-grid/PostGrid.tsx'), at('src/admin/shared/document/history'))).toBe('a public widget reaches into admin or entries');
    expect(forbidden(at('src/admin/steps-editor/StepsEditor.tsx'), at('src/admin/image-uploader/ImageUploader'))).toBe('an editor imports another editor');
    expect(forbidden(at('src/admin/shared/document/history.ts'), at('src/admin/steps-editor/config'))).toBe("the editors' core imports an editor");
    expect(forbidden(at('src/admin/shared/merge/describe.ts'), at('src/admin/catalogue/document-editors.ts'))).toBe("the editors' core imports an editor");
    expect(forbidden(at('src/admin/revision-compare/declarations.ts'), at('src/admin/catalogue/document-editors.ts'))).toBeNull();
    expect(forbidden(at('src/admin/catalogue/document-editors.ts'), at('src/admin/steps-editor/editor.ts'))).toBeNull();
    expect(forbidden(at('src/admin/revision-compare/declarations.ts'), at('src/admin/steps-editor/editor.ts'))).toBe('an editor imports another editor');
    expect(forbidden(at('src/shared/api/posts.ts'), at('mocks/fixtures/posts'))).toBe('src imports outside src (mocks, tests, demo or scripts)');
    expect(forbidden(at('src/widgets/registry.ts'), at('src/widgets/post-grid'))).toBeNull();
    expect(forbidden(at('src/admin/steps-editor/StepsEditor.tsx'), at('src/admin/shared/uploader/ImageUploader'))).toBeNull();
    expect(forbidden(at('src/shared/listing/TabbedListing.tsx'), at('src/runtime/index.ts'))).toBeNull();
    expect(pastTheFace(at('src/shared/page/speculation-rules.ts'), at('src/runtime/nonce.ts'))).toBe('a deep import into the runtime, past its index');
    expect(pastTheFace(at('src/admin/shared/uploader/media.ts'), at('src/runtime/attributes.ts'))).toBe('a deep import into the runtime, past its index');
    expect(pastTheFace(at('src/widgets/faq-list/FaqList.tsx'), at('src/runtime/start.ts'))).toBe('a deep import into the runtime, past its index');
    expect(pastTheFace(at('src/entries/public.ts'), at('src/runtime/scan.ts'))).toBe('a deep import into the runtime, past its index');
    expect(pastTheFace(at('src/entries/public.ts'), at('src/runtime/start.ts'))).toBeNull();
    expect(pastTheFace(at('src/shared/api/routes.ts'), at('src/runtime/index.ts'))).toBeNull();
    expect(pastTheFace(at('src/runtime/mount.ts'), at('src/runtime/widget.tsx'))).toBeNull();
    expect(forbidden(at('src/runtime/converters/json.ts'), at('src/base/schema/read.ts'))).toBeNull();
    expect(forbidden(at('src/base/schema/skipped.ts'), at('src/runtime/report.ts'))).toBe('the base imports outside itself');
    expect(forbidden(at('src/shared/api/posts.ts'), at('src/base/schema/laravel.ts'))).toBeNull();
  });

  test("the catalogue of editors reaches the editors' folders through lazy loaders only, so reading it downloads none", () => {
    const file = path.join(SRC, 'admin/catalogue/document-editors.ts');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const staticValueImports = source.statements.flatMap((statement) =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly === true : statement.isTypeOnly)
        ? [statement.moduleSpecifier.text]
        : [],
    );
    expect(staticValueImports).toEqual([]);
    // …and it does reach every editor it lists, lazily: the check above is not vacuous.
    expect(relativeSpecifiers(readFileSync(file, 'utf8'))).toEqual(expect.arrayContaining(['../steps-editor', '../steps-editor/editor']));
  });

  test('the tree check catches each tree reaching where it may not, and lets each read what it may', () => {
    const at = (p: string) => path.join(ROOT, p);
    expect(treeForbidden(at('mocks/fixtures/posts.ts'), at('demo/scripts/page-data.ts'))).toBe('mocks imports demo');
    expect(treeForbidden(at('mocks/handlers.ts'), at('test/unit/msw-server.ts'))).toBe('mocks imports test');
    expect(treeForbidden(at('demo/scripts/panel.ts'), at('scripts/build/manifests.mjs'))).toBe('demo imports scripts');
    expect(treeForbidden(at('scripts/generate/contracts.ts'), at('demo/scripts/page-data.ts'))).toBe('scripts imports demo');
    expect(treeForbidden(at('build.mjs'), at('test/unit/setup.ts'))).toBe('scripts imports test');
    expect(treeForbidden(at('src/shared/api/posts.ts'), at('mocks/fixtures/posts.ts'))).toBe('src imports mocks');
    expect(treeForbidden(at('mocks/fixtures/posts.ts'), at('src/shared/api/posts.ts'))).toBeNull();
    expect(treeForbidden(at('demo/scripts/mock-backend.ts'), at('mocks/handlers.ts'))).toBeNull();
    expect(treeForbidden(at('scripts/generate/declared-widgets.ts'), at('src/widgets/registry.ts'))).toBeNull();
    expect(treeForbidden(at('build.mjs'), at('scripts/build/bundle.mjs'))).toBeNull();
  });

  test('the cycle check finds a loop of folders in a fixture graph, however long, and only the folders in it', () => {
    const graph = [
      ['admin/shared/document', 'admin/shared/drafts'],
      ['admin/shared/drafts', 'admin/shared/ui'],
      ['admin/shared/ui', 'admin/shared/document'],
      ['admin/shared/groups', 'admin/shared/document'],
      ['admin/shared/uploader', 'admin/shared/uploader/prepare'],
      ['admin/shared/uploader/prepare', 'admin/shared/uploader'],
      ['admin/steps-editor', 'admin/steps-editor'],
    ] as const;
    expect(folderCycles(graph)).toEqual([
      ['admin/shared/document', 'admin/shared/drafts', 'admin/shared/ui'],
      ['admin/shared/uploader', 'admin/shared/uploader/prepare'],
    ]);
    expect(folderCycles(graph.filter(([from]) => from !== 'admin/shared/ui' && from !== 'admin/shared/uploader/prepare'))).toEqual([]);
  });

  test('the global check sees a type climbing through `declare global`, and the same global declared where it is read, in a module or a declaration file', () => {
    const runtime = path.join(SRC, 'runtime/fixture-start.ts');
    const shared = path.join(SRC, 'shared/page/fixture-globals.ts');
    const reads = 'export const ready = siteThing?.ready;';
    const declares = 'declare global { var siteThing: { ready?: number } | undefined; }\nexport {};';
    const climbing = fixtureProgram({ [runtime]: reads, [shared]: declares });
    const uses = globalUses(climbing, (file) => file === runtime || file === shared);
    expect(uses.map(({ file, name, declaredIn }) => [rel(file), name, rel(declaredIn)])).toEqual([
      ['src/runtime/fixture-start.ts', 'siteThing', 'src/shared/page/fixture-globals.ts'],
      ['src/runtime/fixture-start.ts', 'ready', 'src/shared/page/fixture-globals.ts'],
    ]);
    expect(uses.map(({ file, declaredIn }) => forbidden(file, declaredIn))).toEqual([
      'the runtime imports outside itself',
      'the runtime imports outside itself',
    ]);
    const declaredBelow = fixtureProgram({ [runtime]: `${declares}\n${reads}`, [shared]: 'export const user = siteThing?.ready;' });
    expect(globalUses(declaredBelow, (file) => file === runtime || file === shared).map(({ file, declaredIn }) => forbidden(file, declaredIn))).toEqual([
      null,
      null,
    ]);
    // A declaration file without imports or exports declares globals too.
    const declarationFile = path.join(SRC, 'runtime/fixture-settings.d.ts');
    const script = fixtureProgram({ [declarationFile]: 'declare var siteThing: { ready?: number } | undefined;', [runtime]: reads });
    expect(globalUses(script, (file) => file === runtime || file === declarationFile).map(({ name, declaredIn }) => [name, rel(declaredIn)])).toEqual([
      ['siteThing', 'src/runtime/fixture-settings.d.ts'],
      ['ready', 'src/runtime/fixture-settings.d.ts'],
    ]);
  });

  test('the import scanner sees static, side-effect, lazy, type-only, bare-dot and JSDoc imports, and resolves a folder to its index', () => {
    const sample = [
      "import a from './a';",
      "import './b.css';",
      "export { c } from '../c';",
      "const d = () => import('./d');",
      "import e from 'react';",
      // A folder's index, named by the dots alone: the skipped-entry report read `Problem` so.
      "import type { Problem } from '..';",
      // Type-only, from the folder's own index: how the loading strategies read their type.
      "import { type LoadStrategy } from '.';",
      "export type { F } from './f';",
      "type G = typeof import('../g');",
      "// import h from './h';",
    ].join('\n');
    expect(relativeSpecifiers(sample)).toEqual(['./a', './b.css', '../c', './d', '..', '.', './f', '../g']);
    // The scripts' JavaScript imports its types in JSDoc, which only a JavaScript file is read for.
    const script = [
      "/** @typedef {import('./h.mjs').H} H */",
      "/** @param {import('../i.mjs').I} i */",
      'export function f(i) {}',
      "const j = await import('./j.mjs');",
    ].join('\n');
    expect(relativeSpecifiers(script, true)).toEqual(['./j.mjs', './h.mjs', '../i.mjs']);
    expect(relativeSpecifiers(script)).toEqual(['./j.mjs']);
    const at = (p: string) => path.join(SRC, p);
    expect(
      [
        resolveImport(at('runtime/load/idle.ts'), '..'),
        resolveImport(at('runtime/load/idle.ts'), '.'),
        resolveImport(at('runtime/load/idle.ts'), './option'),
      ].map(rel),
    ).toEqual(['src/runtime/index.ts', 'src/runtime/load/index.ts', 'src/runtime/load/option.ts']);
  });
});
