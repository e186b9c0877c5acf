// The manifests a host's templates read to print the bundle's tags: Vite's
// (`@vite([...])`, Laravel 9+) and Laravel Mix's (`mix()`, Laravel 8).
import path from 'node:path';
import { ROOT } from './esbuild-options.mjs';

/**
 * esbuild's metafile → Vite's manifest.json shape. `entries` are the host-facing
 * entries (name → source), `outdir` the folder the manifest's paths are relative to.
 */
export function viteManifest(metafile, entries, outdir) {
  const relative = (file) => path.relative(outdir, path.resolve(ROOT, file)).split(path.sep).join('/');
  const entrySources = new Set(Object.values(entries));
  const keyOf = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    keyOf.set(file, output.entryPoint ?? `_${path.basename(file)}`);
  }
  const manifest = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
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
    manifest[keyOf.get(file)] = chunk;
  }
  return manifest;
}

/** Laravel Mix's mix-manifest.json: `/public.js` → `/public-HASH.js` (and the CSS). */
export function mixManifest(manifest, entries) {
  const mix = {};
  for (const [name, source] of Object.entries(entries)) {
    const chunk = manifest[source];
    mix[`/${name}.js`] = `/${chunk.file}`;
    for (const css of chunk.css ?? []) mix[`/${name}.css`] = `/${css}`;
  }
  return mix;
}
