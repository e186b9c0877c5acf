// The manifests a host's templates read to print the bundle's tags: Vite's
// (`@vite([...])`, Laravel 9+) and Laravel Mix's (`mix()`, Laravel 8).
import path from 'node:path';
import { ROOT } from './esbuild-options.mjs';

/**
 * A chunk of Vite's manifest, as hosts' `@vite` reads it.
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [name]
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {(string | undefined)[]} [imports]
 * @property {(string | undefined)[]} [dynamicImports]
 * @property {string[]} [css]
 */

/**
 * esbuild's metafile → Vite's manifest.json shape. `entries` are the host-facing
 * entries (name → source), `outdir` the folder the manifest's paths are relative to.
 * @param {import('esbuild').Metafile} metafile
 * @param {Record<string, string>} entries
 * @param {string} outdir
 * @returns {Record<string, ManifestChunk>}
 */
export function viteManifest(metafile, entries, outdir) {
  const relative = (/** @type {string} */ file) => path.relative(outdir, path.resolve(ROOT, file)).split(path.sep).join('/');
  const entrySources = new Set(Object.values(entries));
  /** @type {Map<string, string>} */
  const keyOf = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    keyOf.set(file, output.entryPoint ?? `_${path.basename(file)}`);
  }
  /** @type {Record<string, ManifestChunk>} */
  const manifest = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    /** @type {ManifestChunk} */
    const chunk = { file: relative(file) };
    const name = path.basename(file).replace(/-[A-Za-z0-9]{8}\.js$/, '');
    chunk.name = name;
    if (output.entryPoint) chunk.src = output.entryPoint;
    if (output.entryPoint && entrySources.has(output.entryPoint)) chunk.isEntry = true;
    else if (output.entryPoint) chunk.isDynamicEntry = true;
    const imports = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => keyOf.get(i.path));
    const dynamicImports = output.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => keyOf.get(i.path));
    if (imports.length) chunk.imports = imports;
    if (dynamicImports.length) chunk.dynamicImports = dynamicImports;
    if (output.cssBundle) chunk.css = [relative(output.cssBundle)];
    // Every JS output has its key (the loop above).
    manifest[keyOf.get(file) ?? file] = chunk;
  }
  return manifest;
}

/**
 * Laravel Mix's mix-manifest.json: `/public.js` → `/public-HASH.js` (and the CSS).
 * @param {Record<string, ManifestChunk>} manifest
 * @param {Record<string, string>} entries
 */
export function mixManifest(manifest, entries) {
  /** @type {Record<string, string>} */
  const mix = {};
  for (const [name, source] of Object.entries(entries)) {
    const chunk = manifest[source];
    if (chunk === undefined) throw new Error(`the manifest has no entry ${source}`);
    mix[`/${name}.js`] = `/${chunk.file}`;
    for (const css of chunk.css ?? []) mix[`/${name}.css`] = `/${css}`;
  }
  return mix;
}
