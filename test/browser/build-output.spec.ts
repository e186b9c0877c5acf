import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { decode } from '@jridgewell/sourcemap-codec';
import { unscopedSelectors } from '../../scripts/build/css-scope.mjs';
import { PRECOMPRESSED } from '../../scripts/build/precompress.mjs';
import { readManifest, staticClosure } from './manifest';

// Checks of the build output itself (no browser needed): what a host deploys.
const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

test('the manifests point at content-hashed files that exist, with source maps', () => {
  const manifest = readManifest();
  expect(read('.vite/manifest.json')).toBe(read('manifest.json'));
  for (const source of ['src/entries/public.ts', 'src/entries/admin.ts']) {
    const entry = manifest[source];
    expect(entry?.isEntry).toBe(true);
    expect(entry?.file).toMatch(/^(public|admin)-[a-z0-9]{8}\.js$/);
    expect(entry?.css?.[0]).toMatch(/^(public|admin)-[A-Z0-9]{8}\.css$/);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    expect(existsSync(path.join(dist, chunk.file)), key).toBe(true);
    expect(existsSync(path.join(dist, `${chunk.file}.map`)), `${key} source map`).toBe(true);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) expect(manifest[imported], `${key} → ${imported}`).toBeDefined();
  }
  const mix = JSON.parse(read('mix-manifest.json')) as Record<string, string>;
  expect(Object.keys(mix).sort()).toEqual(['/admin.css', '/admin.js', '/public.css', '/public.js', '/recipe.css']);
  for (const file of Object.values(mix)) expect(existsSync(path.join(dist, file))).toBe(true);
});

test("the widgets' CSS never restyles the host page: every selector is scoped to a .sw- class", () => {
  // The entries' stylesheets, and every source stylesheet (widget CSS travels inside the
  // widgets' chunks, where the build refuses an unscoped selector).
  const entryCss = readdirSync(dist).filter((file) => file.endsWith('.css'));
  expect(entryCss.length).toBe(3);
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  expect(sources.length).toBeGreaterThan(3);
  const sheets = [...entryCss.map((file) => read(file)), ...sources.map((file) => readFileSync(path.join('src', file), 'utf8'))];
  expect(sheets.flatMap((css) => unscopedSelectors(css))).toEqual([]);
  expect(unscopedSelectors('.sw-a .b{color:red} body{margin:0} .btn,.sw-c{x:y}')).toEqual(['body', '.btn']);
  expect(unscopedSelectors('@media (max-width:1px){.sw-a{x:y} p{x:y}} @keyframes k{from{o:0}to{o:1}}')).toEqual(['p']);
  // A list inside :not() or :has() belongs to its selector.
  expect(unscopedSelectors('body:has(.sw-r) :not(h1, .x),p:is(a, b){x:y}')).toEqual(['p:is(a, b)']);
});

test("each widget's CSS comes with its code: a grid's rules are in its chunk, not in the entry's stylesheet", () => {
  const manifest = readManifest();
  const publicCss = (manifest['src/entries/public.ts']?.css ?? []).map((file) => read(file)).join('');
  expect(publicCss).not.toContain('sw-post-grid');
  const grid = staticClosure(manifest, 'src/widgets/post-grid/index.ts');
  expect([...grid].some((file) => read(file).includes('.sw-post-grid'))).toBe(true);
  const faq = staticClosure(manifest, 'src/widgets/faq-list/index.ts');
  expect([...faq].some((file) => read(file).includes('.sw-post-card'))).toBe(false);
});

test("the FAQ list chunk holds no other widget's code (from the metafile)", () => {
  const metafile = JSON.parse(read('metafile.json')) as { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> };
  const faqList = Object.values(metafile.outputs).find((output) => output.entryPoint === 'src/widgets/faq-list/index.ts');
  expect(faqList).toBeDefined();
  const inputs = Object.keys(faqList?.inputs ?? {});
  expect(inputs.filter((input) => input.startsWith('src/widgets/') && !input.startsWith('src/widgets/faq-'))).toEqual([]);
  expect(inputs.filter((input) => input.startsWith('src/admin/'))).toEqual([]);
});

test("entries load no library code and no chunk of bare helpers (the mounter's file brings React and its interop helpers)", () => {
  const metafile = JSON.parse(read('metafile.json')) as { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> };
  const manifest = readManifest();
  for (const source of ['src/entries/public.ts', 'src/entries/admin.ts']) {
    const closure = [manifest[source]?.file ?? '', ...staticClosure(manifest, source)];
    expect(closure.length).toBeGreaterThan(1);
    for (const file of closure) {
      const inputs = Object.keys(metafile.outputs[`dist/${file}`]?.inputs ?? {});
      expect({ file, inputs: inputs.length > 0 }).toEqual({ file, inputs: true });
      expect(inputs.filter((input) => input.startsWith('node_modules/'))).toEqual([]);
    }
  }
  const mount = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/runtime/mount.ts');
  expect(Object.keys(mount?.[1].inputs ?? {}).some((input) => input.includes('node_modules/react-dom/'))).toBe(true);
});

test("nothing a public page can load holds admin code, nor the admin editors' validators", () => {
  const metafile = JSON.parse(read('metafile.json')) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string }[] }>;
  };
  const publicEntry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === 'src/entries/public.ts');
  const reachable = new Set<string>();
  const visit = (file: string) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) visit(imported.path);
  };
  visit(publicEntry ?? '');
  expect(reachable.size).toBeGreaterThan(5);
  const inputs = [...reachable].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  expect(inputs.filter((input) => input.startsWith('src/admin/') || input.endsWith('?admin'))).toEqual([]);
});

test("the joined files' source maps lead back to the sources: the error event's name maps to src/runtime/report.ts", () => {
  const chunks = readdirSync(path.join(dist, 'chunks')).filter((file) => file.endsWith('.js'));
  const file = chunks.find((name) => read(`chunks/${name}`).includes('"site-widgets:error"'));
  expect(file).toBeDefined();
  const lines = read(`chunks/${file ?? ''}`).split('\n');
  const line = lines.findIndex((text) => text.includes('"site-widgets:error"'));
  const column = lines[line]?.indexOf('"site-widgets:error"') ?? -1;
  const map = JSON.parse(read(`chunks/${file ?? ''}.map`)) as { sources: string[]; mappings: string };
  const segments = decode(map.mappings)[line] ?? [];
  const covering = segments.filter((segment) => segment[0] <= column).at(-1);
  expect(covering?.[1]).toBeDefined();
  expect(map.sources[covering?.[1] ?? -1]).toMatch(/src\/runtime\/report\.ts$/);
});

test("regular expressions with `\\p{…}` stay literals, so the unused ones are dropped (valibot's emoji pattern)", () => {
  const files = [...readdirSync(dist), ...readdirSync(path.join(dist, 'chunks')).map((file) => `chunks/${file}`)].filter((file) => file.endsWith('.js'));
  // Rewritten as `new RegExp("…")`, valibot's `emoji()` pattern, which nothing uses, stayed in.
  expect(files.filter((file) => read(file).includes('Emoji_Presentation'))).toEqual([]);
  // A pattern in use is still a literal after the join's second minification: the ingredients editor's
  // (src/admin/ingredients-editor/normalize.ts) and the kitchen's (src/shared/recipe/densities.ts), once each.
  const literal = files.filter((file) => read(file).includes('/\\p{Diacritic}/gu'));
  expect(literal).toEqual([expect.stringMatching(/^chunks\//), expect.stringMatching(/^chunks\//)]);
  expect(literal.some((file) => file.includes('ingredients-editor'))).toBe(true);
  expect(files.filter((file) => /new RegExp\(["'`]\\\\p\{Diacritic/.test(read(file)))).toEqual([]);
});

test('every script, stylesheet and source map has a brotli and a gzip copy beside it, each the same bytes once decompressed', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => PRECOMPRESSED.test(file));
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
  for (const file of files) {
    const original = readFileSync(path.join(dist, file));
    expect(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
  }
});
