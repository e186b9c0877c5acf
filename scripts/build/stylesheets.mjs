// Stylesheet-only entries: CSS a host links on the pages that need it, outside the script
// entries (the printed recipe's, which must style a page with JavaScript off and which no
// other page should pay for). Built beside the bundle, content-hashed, and entered in both
// manifests as Vite and Mix enter a CSS entry: `@vite('src/entries/recipe.css')`,
// `mix('/recipe.css', 'build/widgets')`.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { ROOT, TARGETS } from './esbuild-options.mjs';

/** The stylesheet entries, keyed as in Mix's manifest (`/recipe.css`). */
const STYLESHEETS = {
  recipe: 'src/entries/recipe.css',
};

/**
 * Builds each stylesheet into `outdir` and enters it in `manifest` (Vite's) and `mix`.
 * @param {string} outdir
 * @param {Record<string, import('./manifests.mjs').ManifestChunk>} manifest
 * @param {Record<string, string>} mix
 */
export async function buildStylesheets(outdir, manifest, mix) {
  for (const [name, source] of Object.entries(STYLESHEETS)) {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: { [name]: source },
      bundle: true,
      minify: true,
      target: TARGETS,
      outdir,
      entryNames: '[name]-[hash]',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
    });
    const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.css'));
    if (output === undefined) throw new Error(`${source} built no stylesheet`);
    const file = path.relative(outdir, path.resolve(ROOT, output)).split(path.sep).join('/');
    manifest[source] = { file, name, src: source, isEntry: true };
    mix[`/${name}.css`] = `/${file}`;
  }
}
