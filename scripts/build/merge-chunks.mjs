/**
 * Joins esbuild's chunks into the groups chunk-groups.mjs plans, with Rollup: esbuild
 * compiles, minifies and splits; Rollup then reads esbuild's output files as ES modules
 * and writes them again, each group as one file (`manualChunks`), keeping every lazy
 * import, every binding and every module's order of evaluation. Source maps are chained
 * back to the sources, and the license texts (esbuild's `.LEGAL.txt` files) follow their
 * code into the joined files.
 *
 * Returns a metafile of the same shape as esbuild's for the new files, so the manifests
 * and the benchmark's "where the bytes go" read it unchanged.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { rollup } from 'rollup';
import { SUPPORTED, TARGETS } from './esbuild-options.mjs';
import { planChunkGroups } from './chunk-groups.mjs';
import { widgetOfSource } from './preload-manifest.mjs';

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;
const LEGAL_COMMENT = /\n?\/\*! For license information please see \S+ \*\/\s*$/;

/** @import { Metafile } from 'esbuild' */

/**
 * Where an input comes from, for a file's name: `axios`, `runtime`, `shared-listing`.
 * @param {string} input
 */
function origin(input) {
  const parts = input.split('/');
  // A file's path always has a part after its folder; 'chunk' only satisfies the types.
  if (parts[0] === 'node_modules') return (parts[1]?.startsWith('@') ? parts[2] : parts[1]) ?? 'chunk';
  if (parts[0] === 'src') return (parts[1] === 'shared' || parts[1] === 'admin' ? `${parts[1]}-${parts[2]}` : parts[1]) ?? 'chunk';
  return 'chunk';
}

/**
 * A group's file name: its widget's, `mount`, a lazy helper's, or where most of its code comes from.
 * @param {string[]} group
 * @param {Metafile} metafile
 * @param {string} mountSource
 * @returns {string}
 */
function groupName(group, metafile, mountSource) {
  const sources = group.map((file) => metafile.outputs[file]?.entryPoint).filter((source) => source !== undefined);
  if (sources.includes(mountSource)) return 'mount';
  const widget = sources.map((source) => widgetOfSource(source)).find((name) => name !== undefined);
  if (widget !== undefined) return widget;
  if (sources[0] !== undefined) return path.basename(sources[0]).replace(/\.[^.]+$/, '');
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const file of group) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      weights.set(origin(input), (weights.get(origin(input)) ?? 0) + bytesInOutput);
    }
  }
  const [heaviest] = [...weights].sort((a, b) => b[1] - a[1])[0] ?? ['chunk'];
  return heaviest.replace(/[^a-z0-9-]/gi, '-');
}

/**
 * @param {Metafile} metafile esbuild's, for files under `root`
 * @param {{ root: string, entries: Record<string, string>, mountSource?: string }} options
 * @returns {Promise<Metafile>}
 */
export async function mergeChunks(metafile, { root, entries, mountSource = 'src/runtime/mount.ts' }) {
  const absolute = (/** @type {string} */ file) => path.join(root, file);
  /** @type {Map<string, string>} */
  const code = new Map();
  for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js'))) code.set(file, await readFile(absolute(file), 'utf8'));
  const { groups } = planChunkGroups(metafile, {
    sizeOf: (file) => gzipSync(code.get(file) ?? '').length,
    isWidget: (source) => widgetOfSource(source) !== undefined,
    isAdmin: (file) => Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => input.startsWith('src/admin/')),
    mountSource,
  });

  /** @type {Map<string, string>} */
  const groupOf = new Map();
  /** @type {Set<string>} */
  const names = new Set();
  for (const group of groups) {
    const base = groupName(group, metafile, mountSource);
    let name = base;
    for (let n = 2; names.has(name); n += 1) name = `${base}${n}`;
    names.add(name);
    for (const file of group) groupOf.set(path.resolve(absolute(file)), name);
  }

  const entryFiles = Object.fromEntries(
    Object.entries(entries).map(([name, source]) => {
      const file = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]?.entryPoint === source);
      if (file === undefined) throw new Error(`merge-chunks: esbuild wrote no file for the entry ${source}`);
      return [name, file];
    }),
  );
  const outdir = path.dirname(absolute(Object.values(entryFiles)[0] ?? ''));
  /** @type {Map<string, string>} */
  const legal = new Map();
  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(entryFiles).map(([name, file]) => [name, path.resolve(absolute(file))])),
    // esbuild already shook the trees; Rollup only joins files, so it keeps every statement.
    treeshake: false,
    preserveEntrySignatures: 'strict',
    onwarn(warning, warn) {
      // esbuild's chunks import each other both ways (a chunk and the one holding its helpers).
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      // A cycle between joined files would change the order modules run in: never ship one.
      if (warning.code === 'CYCLIC_CROSS_CHUNK_REEXPORT' || /circular chunk/i.test(warning.message)) throw new Error(`merge-chunks: ${warning.message}`);
      warn(warning);
    },
    plugins: [
      {
        name: 'esbuild-output',
        async load(id) {
          const file = path.relative(root, id).split(path.sep).join('/');
          const source = code.get(file);
          if (source === undefined) return null;
          const legalFile = `${id}.LEGAL.txt`;
          if (existsSync(legalFile)) legal.set(id, await readFile(legalFile, 'utf8'));
          const map = JSON.parse(await readFile(`${id}.map`, 'utf8'));
          return { code: source.replace(SOURCE_MAP_COMMENT, '').replace(LEGAL_COMMENT, ''), map };
        },
        // Joining renames what collides between the files (esbuild's short names: `e`,
        // `t`…) with suffixes; minifying the joined file again makes them short again.
        async renderChunk(chunkCode) {
          const result = await transform(chunkCode, {
            minify: true,
            format: 'esm',
            target: TARGETS,
            supported: SUPPORTED,
            sourcemap: true,
            legalComments: 'none',
          });
          return { code: result.code, map: result.map };
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    dir: outdir,
    format: 'es',
    // The map without Rollup's own `sourceMappingURL` line: the line is written below,
    // after the license comment, once (two of them cost every file bytes for nothing).
    sourcemap: 'hidden',
    // Content hashes in esbuild's style (letters and digits) keep the hosts' cache rules.
    hashCharacters: 'base36',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id) => groupOf.get(id),
  });
  await bundle.close();

  // The old files go; the CSS, its maps and the entries' license files stay.
  for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js'))) {
    for (const suffix of ['', '.map', '.LEGAL.txt']) await rm(absolute(file) + suffix, { force: true });
  }

  const relativeToRoot = (/** @type {string} */ fileName) => path.relative(root, path.join(outdir, fileName)).split(path.sep).join('/');
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => !file.endsWith('.js')));
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const modules = Object.keys(chunk.modules);
    const licenses = modules.map((id) => legal.get(id)).filter((text) => text !== undefined);
    let text = chunk.code;
    if (licenses.length > 0) {
      await writeFile(path.join(outdir, `${chunk.fileName}.LEGAL.txt`), licenses.join('\n'));
      text += `\n/*! For license information please see ${path.basename(chunk.fileName)}.LEGAL.txt */`;
    }
    text += `\n//# sourceMappingURL=${path.basename(chunk.fileName)}.map\n`;
    await writeFile(path.join(outdir, chunk.fileName), text);
    // `sourcemap: 'hidden'` above: every chunk has its map.
    await writeFile(path.join(outdir, `${chunk.fileName}.map`), String(chunk.map));

    const from = modules.map((id) => path.relative(root, id).split(path.sep).join('/'));
    const facade = chunk.facadeModuleId === null ? undefined : path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    const lazyRoot = from.find((file) => metafile.outputs[file]?.entryPoint !== undefined);
    const entryPoint = metafile.outputs[facade ?? lazyRoot ?? '']?.entryPoint;
    /** @type {Metafile['outputs'][string]['inputs']} */
    const inputs = {};
    for (const file of from) Object.assign(inputs, metafile.outputs[file]?.inputs ?? {});
    const cssBundle = from.map((file) => metafile.outputs[file]?.cssBundle).find((css) => css !== undefined);
    outputs[relativeToRoot(chunk.fileName)] = {
      bytes: Buffer.byteLength(text),
      inputs,
      imports: [
        ...chunk.imports.map((file) => ({ path: relativeToRoot(file), kind: /** @type {const} */ ('import-statement') })),
        ...chunk.dynamicImports.map((file) => ({ path: relativeToRoot(file), kind: /** @type {const} */ ('dynamic-import') })),
      ],
      exports: chunk.exports,
      ...(entryPoint === undefined ? {} : { entryPoint }),
      ...(cssBundle === undefined ? {} : { cssBundle }),
    };
  }
  return { ...metafile, outputs };
}
