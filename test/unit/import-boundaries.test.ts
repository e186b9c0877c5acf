/**
 * The import arrows point one way: entries → widgets / admin → shared → runtime.
 * - `src/runtime` imports nothing outside itself (React and libraries aside);
 * - `src/shared` imports only itself and the runtime;
 * - a widget's folder imports no other widget's folder, and public widgets never import admin code;
 * - an editor's folder imports no other editor's folder (`src/admin/shared` is the editors' core,
 *   and it imports no editor);
 * - only the registries reach into the widget folders (through lazy loaders), and only entries
 *   import the registries;
 * - nothing under `src` imports the mocks, the tests, the demo or the scripts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** Where a file sits: its floor and, for widgets and editors, its folder. */
interface Place {
  floor: 'entries' | 'widgets' | 'admin' | 'shared' | 'runtime' | 'src' | 'outside';
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
      return { floor, room: null };
    case 'widgets':
    case 'admin':
      return { floor, room: isFile ? room.replace(/\.[cm]?[jt]sx?$/, '') : room };
    default:
      return { floor: 'src', room: null };
  }
}

/** Why `from` may not import `to`, or null when the arrow is allowed. */
function forbidden(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (b.floor === 'outside') return 'src imports outside src (mocks, tests, demo or scripts)';
  if (a.floor === 'runtime' && b.floor !== 'runtime') return 'the runtime imports outside itself';
  if (a.floor === 'shared' && b.floor !== 'shared' && b.floor !== 'runtime') return 'shared reaches up';
  if (a.floor === 'widgets') {
    if (b.floor === 'admin' || b.floor === 'entries') return 'a public widget reaches into admin or entries';
    if (b.floor === 'widgets' && a.room !== 'registry' && b.room !== a.room) return 'a widget imports another widget';
    if (b.floor === 'widgets' && b.room === 'registry' && a.room !== 'registry') return 'a widget imports the registry';
  }
  if (a.floor === 'admin') {
    if (b.floor === 'entries') return 'an editor reaches into entries';
    if (b.floor === 'widgets') return 'an editor imports a public widget';
    if (b.floor === 'admin' && a.room === 'shared' && b.room !== 'shared') return 'the editors\' core imports an editor';
    if (b.floor === 'admin' && a.room !== 'registry' && b.room !== a.room && b.room !== 'shared') return 'an editor imports another editor';
  }
  return null;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1] ?? ''));
}

describe('import boundaries', () => {
  test('every import under src points down or sideways within its own folder', () => {
    const violations = sourceFiles(SRC).flatMap((file) =>
      relativeImports(file).flatMap((target) => {
        const why = forbidden(file, target);
        return why === null ? [] : [`${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}: ${why}`];
      }),
    );
    expect(violations).toEqual([]);
  });

  test('the check itself catches each kind of wrong arrow', () => {
    const at = (p: string) => path.join(ROOT, p);
    expect(forbidden(at('src/runtime/mount.ts'), at('src/shared/page/globals'))).toBe('the runtime imports outside itself');
    expect(forbidden(at('src/shared/listing/TabbedListing.tsx'), at('src/widgets/post-grid/PostGrid'))).toBe('shared reaches up');
    expect(forbidden(at('src/widgets/post-grid/PostGrid.tsx'), at('src/widgets/product-grid/columns'))).toBe('a widget imports another widget');
    expect(forbidden(at('src/widgets/post-grid/PostGrid.tsx'), at('src/admin/shared/history'))).toBe('a public widget reaches into admin or entries');
    expect(forbidden(at('src/admin/steps-editor/StepsEditor.tsx'), at('src/admin/image-uploader/ImageUploader'))).toBe('an editor imports another editor');
    expect(forbidden(at('src/admin/shared/history.ts'), at('src/admin/steps-editor/config'))).toBe('the editors\' core imports an editor');
    expect(forbidden(at('src/shared/api/posts.ts'), at('mocks/fixtures/posts'))).toBe('src imports outside src (mocks, tests, demo or scripts)');
    expect(forbidden(at('src/widgets/registry.ts'), at('src/widgets/post-grid'))).toBeNull();
    expect(forbidden(at('src/admin/steps-editor/StepsEditor.tsx'), at('src/admin/shared/uploader/Uploader'))).toBeNull();
    expect(forbidden(at('src/shared/listing/TabbedListing.tsx'), at('src/runtime'))).toBeNull();
  });

  test('the import scanner sees static, side-effect and lazy imports', () => {
    const sample = "import a from './a';\nimport './b.css';\nexport { c } from '../c';\nconst d = () => import('./d');\nimport e from 'react';";
    expect([...sample.matchAll(IMPORT)].map((match) => match[1])).toEqual(['./a', './b.css', '../c', './d']);
  });
});
