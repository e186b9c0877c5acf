// The production build: `node build.mjs` writes dist/, what a host deploys (content-hashed
// ES modules, their CSS and source maps, and the manifests). The demo's build, which runs
// this one first, is demo/build.mjs; the benchmark's floors are scripts/bench/build-floors.mjs.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminValibot } from './scripts/build/admin-valibot.mjs';
import { axiosFetchOnDemand } from './scripts/build/axios-fetch-on-demand.mjs';
import { PRODUCTION, ROOT } from './scripts/build/esbuild-options.mjs';
import { mixManifest, viteManifest } from './scripts/build/manifests.mjs';
import { mergeChunks } from './scripts/build/merge-chunks.mjs';
import { preloadLazyImport } from './scripts/build/preload-imports.mjs';
import { preloadManifest } from './scripts/build/preload-manifest.mjs';
import { dropUnusedHelperImports } from './scripts/build/unused-helper-imports.mjs';
import { widgetCss } from './scripts/build/widget-css.mjs';

const outdir = path.join(ROOT, 'dist');

/** The host-facing entries, keyed as in the manifest (what `@vite([...])` names). */
export const ENTRIES = {
  public: 'src/entries/public.ts',
  admin: 'src/entries/admin.ts',
};

export async function buildBundle() {
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    ...PRODUCTION,
    entryPoints: Object.values(ENTRIES),
    outdir,
    // Code splitting needs ES modules. Chunks import each other with relative URLs,
    // so the bundle works from any origin or path (a CDN) without a public path.
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    legalComments: 'linked',
    metafile: true,
    plugins: [widgetCss, adminValibot, axiosFetchOnDemand],
    logLevel: 'warning',
  });
  await dropUnusedHelperImports(result.metafile, ENTRIES);
  const metafile = await mergeChunks(result.metafile, { root: ROOT, entries: ENTRIES });
  await preloadLazyImport(metafile, ROOT);
  const manifest = viteManifest(metafile, ENTRIES, outdir);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  // Laravel's @vite reads manifest.json (Vite 4) or .vite/manifest.json (Vite 5+).
  await writeFile(path.join(outdir, 'manifest.json'), json);
  await mkdir(path.join(outdir, '.vite'), { recursive: true });
  await writeFile(path.join(outdir, '.vite', 'manifest.json'), json);
  await writeFile(path.join(outdir, 'mix-manifest.json'), `${JSON.stringify(mixManifest(manifest, ENTRIES), null, 2)}\n`);
  await writeFile(path.join(outdir, 'metafile.json'), JSON.stringify(metafile));
  await writeFile(path.join(outdir, 'preload.json'), `${JSON.stringify(preloadManifest(metafile, ENTRIES, path.relative(ROOT, outdir)), null, 2)}\n`);
  return { manifest, metafile };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Building only the bundle when the demo was asked for would leave dist-demo/ stale.
  if (process.argv.includes('--demo')) {
    console.error('build.mjs builds the production bundle only; the demo (bundle included) is built by `node demo/build.mjs`.');
    process.exit(1);
  }
  const { manifest } = await buildBundle();
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  console.log(`built dist/: ${entries.join(', ')} (+ manifest.json, .vite/manifest.json, mix-manifest.json, preload.json)`);
}
