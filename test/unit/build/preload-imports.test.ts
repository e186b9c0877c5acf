import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { NONCE_SELECTOR, preloadLazyImport } from '../../../scripts/build/preload-imports.mjs';
import { NONCE_SELECTOR as RUNTIME_NONCE_SELECTOR } from '../../../src/runtime/nonce';

/** A build's outputs: the scanner imports the mounter lazily, and the mounter imports React's chunk. */
function fakeBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'preload-'));
  mkdirSync(path.join(root, 'dist/chunks'), { recursive: true });
  const scan = 'let a=1;b(()=>import("./mount-M.js"));let c=2;\n//# sourceMappingURL=scan-S.js.map\n';
  writeFileSync(path.join(root, 'dist/chunks/scan-S.js'), scan);
  // One mapping before the call, one on the call, one after it.
  const mappings = encode([
    [
      [0, 0, 0, 0],
      [14, 0, 1, 0],
      [38, 0, 2, 0],
    ],
  ]);
  writeFileSync(path.join(root, 'dist/chunks/scan-S.js.map'), JSON.stringify({ version: 3, sources: ['scan.ts'], names: [], mappings }));
  const metafile = {
    outputs: {
      'dist/chunks/scan-S.js': { imports: [{ path: 'dist/chunks/mount-M.js', kind: 'dynamic-import' }] },
      'dist/chunks/mount-M.js': { entryPoint: 'src/runtime/mount.ts', imports: [{ path: 'dist/chunks/react-R.js', kind: 'import-statement' }] },
      'dist/chunks/react-R.js': { imports: [{ path: 'dist/chunks/jsx-J.js', kind: 'import-statement' }] },
      'dist/chunks/jsx-J.js': { imports: [] },
    },
  };
  return { root, metafile };
}

test("the mounter's lazy import asks for its chunks at the same moment, and the source map follows", async () => {
  const { root, metafile } = fakeBuild();
  await preloadLazyImport(metafile, root);
  const code = readFileSync(path.join(root, 'dist/chunks/scan-S.js'), 'utf8');
  expect(code).toContain('b(()=>(__swPreload(),import("./mount-M.js")));let c=2;');
  expect(code).toContain('for(const f of ["./react-R.js","./jsx-J.js"])');
  expect(code.trimEnd().split('\n').at(-1)).toBe('//# sourceMappingURL=scan-S.js.map');
  const map = JSON.parse(readFileSync(path.join(root, 'dist/chunks/scan-S.js.map'), 'utf8')) as { mappings: string };
  const [first] = decode(map.mappings);
  const inserted = '(__swPreload(),'.length;
  expect(first?.map((segment) => segment[0])).toEqual([0, 14 + inserted, 38 + inserted + 1]);
});

test('a build without the mounter is left alone', async () => {
  const { root, metafile } = fakeBuild();
  await preloadLazyImport({ outputs: { 'dist/chunks/jsx-J.js': metafile.outputs['dist/chunks/jsx-J.js'] } }, root);
  expect(readFileSync(path.join(root, 'dist/chunks/scan-S.js'), 'utf8')).not.toContain('__swPreload');
});

test("the preload links carry the page's CSP nonce, found as the runtime finds it", async () => {
  expect(NONCE_SELECTOR).toBe(RUNTIME_NONCE_SELECTOR);
  const { root, metafile } = fakeBuild();
  await preloadLazyImport(metafile, root);
  const code = readFileSync(path.join(root, 'dist/chunks/scan-S.js'), 'utf8');
  const helper = /function __swPreload\(\)\{.*?document\.head\.appendChild\(l\)\}\}/.exec(code)?.[0];
  expect(helper).toBeDefined();
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = 'r4nd0m';
  document.head.append(meta);
  // The helper as the page runs it; import.meta.url stands for the chunk's address.
  const run = new Function(`${(helper ?? '').replaceAll('import.meta.url', JSON.stringify('http://localhost/build/chunks/scan-S.js'))}; __swPreload();`);
  run();
  const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
  expect(links.map((link) => [link.getAttribute('href'), link instanceof HTMLElement ? link.nonce : null])).toEqual([
    ['http://localhost/build/chunks/react-R.js', 'r4nd0m'],
    ['http://localhost/build/chunks/jsx-J.js', 'r4nd0m'],
  ]);
  meta.remove();
  for (const link of links) link.remove();
});
