// The mounter's chunk imports React's chunks, which the browser would discover only once the
// mounter itself has arrived: one round trip after another, on the path of every page with
// a widget. After the build, the mounter's `import("./mount-….js")` becomes
// `(__swPreload([...]),import("./mount-….js"))`, which asks for React's chunks at the same
// moment as the mounter (<link rel="modulepreload">), beside the first widget's own chunk.
//
// Only the mounter gets this: a widget's remaining chunks are small and arrive while React
// is still on its way, and a list per widget would weigh on every page, widgets or not
// (the entry names every widget). A host that knows which widgets a page shows preloads all
// of it from the manifest instead (docs/hosting.md, "Preloading").
//
// The source map is shifted to match, so the lines stay debuggable.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { closure } from './closure.mjs';

/**
 * esbuild's metafile, as far as this file and the chunk plan (chunk-groups.mjs) read it.
 * @typedef {{ entryPoint?: string, imports: { path: string, kind: string, external?: boolean }[] }} PreloadOutput
 * @typedef {{ outputs: Record<string, PreloadOutput> }} PreloadMetafile
 */

const HELPER_NAME = '__swPreload';
// src/runtime/nonce.ts's selector (a test holds the two together).
export const NONCE_SELECTOR = 'meta[property=csp-nonce],script[nonce]';

/**
 * Runs in the page: a modulepreload per chunk (the browser fetches a module once, however
 * often it is named), with the page's CSP nonce as src/runtime/nonce.ts reads it.
 */
const helper = (/** @type {string[]} */ chunks) =>
  `function ${HELPER_NAME}(){const n=document.querySelector(${JSON.stringify(NONCE_SELECTOR)})?.nonce;for(const f of ${JSON.stringify(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.href=new URL(f,import.meta.url).href;if(n)l.nonce=n;document.head.appendChild(l)}}`;

/**
 * The chunks `file` loads before it runs: its static imports, and theirs.
 * @param {PreloadMetafile} metafile
 * @param {string} file
 * @returns {Set<string>}
 */
export function staticClosure(metafile, file) {
  return closure(file, (current) =>
    (metafile.outputs[current]?.imports ?? [])
      .filter((imported) => imported.kind === 'import-statement' && !imported.external)
      .map((imported) => imported.path),
  );
}

const specifier = (/** @type {string} */ from, /** @type {string} */ to) => `./${path.relative(path.dirname(from), to).split(path.sep).join('/')}`;

/**
 * The output chunk built from `source` (a path relative to the project), or null.
 * @param {PreloadMetafile} metafile
 * @param {string} source
 */
function outputOf(metafile, source) {
  return Object.keys(metafile.outputs).find((file) => metafile.outputs[file]?.entryPoint === source) ?? null;
}

/**
 * Shifts the generated columns of one line's mappings at and after `column` by `by`.
 * @param {import('@jridgewell/sourcemap-codec').SourceMapMappings} lines
 * @param {number} line
 * @param {number} column
 * @param {number} by
 */
function shiftColumns(lines, line, column, by) {
  for (const segment of lines[line] ?? []) if (segment[0] >= column) segment[0] += by;
}

/**
 * Rewrites the chunks that import `source` lazily (see the top of this file).
 * @param {PreloadMetafile} metafile
 * @param {string} root the project's root, which the metafile's paths are relative to
 * @param {string} [source]
 * @returns {Promise<void>}
 */
export async function preloadLazyImport(metafile, root, source = 'src/runtime/mount.ts') {
  const target = outputOf(metafile, source);
  if (target === null) return;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.imports.some((entry) => entry.kind === 'dynamic-import' && entry.path === target)) continue;
    const loaded = staticClosure(metafile, file);
    const chunks = [...staticClosure(metafile, target)].filter((chunk) => !loaded.has(chunk)).map((chunk) => specifier(file, chunk));
    if (chunks.length === 0) continue;
    const absolute = path.join(root, file);
    const mapFile = `${absolute}.map`;
    const lines = (await readFile(absolute, 'utf8')).split('\n');
    // esbuild writes double quotes, Rollup (merge-chunks.mjs) single ones.
    const call = ['"', "'"].map((quote) => `import(${quote}${specifier(file, target)}${quote})`).find((text) => lines.some((line) => line.includes(text)));
    const line = call === undefined ? -1 : lines.findIndex((text) => text.includes(call));
    const text = lines[line];
    if (call === undefined || text === undefined) throw new Error(`${file}: no import("${specifier(file, target)}") to preload for`);
    const column = text.indexOf(call);
    const before = `(${HELPER_NAME}(),`;
    lines[line] = `${text.slice(0, column)}${before}${call})${text.slice(column + call.length)}`;
    // The helper goes on a line of its own before the source map comment.
    const last = lines.at(-1) === '' ? lines.length - 2 : lines.length - 1;
    const helperLine = lines[last]?.startsWith('//# sourceMappingURL=') ? last : lines.length;
    lines.splice(helperLine, 0, helper(chunks));
    await writeFile(absolute, lines.join('\n'));
    const map = await readFile(mapFile, 'utf8').then(JSON.parse, () => null);
    if (map === null) continue;
    const mappings = decode(map.mappings);
    // What follows the call moves by the ")" closing it; the call and all after it by what precedes it.
    shiftColumns(mappings, line, column + call.length, 1);
    shiftColumns(mappings, line, column, before.length);
    mappings.splice(helperLine, 0, []);
    await writeFile(mapFile, JSON.stringify({ ...map, mappings: encode(mappings) }));
  }
}
