// The production build (`node build.mjs`): dist/, what a host deploys (content-hashed ES
// modules, their CSS and source maps, and the manifests). Its pieces are the other modules of
// this folder; the demo's build (demo.mjs) runs this one first.
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminValibot } from './admin-valibot.mjs';
import { stripDescriptions } from './strip-descriptions.mjs';
import { PRODUCTION, ROOT } from './esbuild-options.mjs';
import { mixManifest, viteManifest } from './manifests.mjs';
import { mergeChunks } from './merge-chunks.mjs';
import { preloadLazyImport } from './preload-imports.mjs';
import { offlineManifest } from './offline-manifest.mjs';
import { precompress } from './precompress.mjs';
import { preloadManifest } from './preload-manifest.mjs';
import { buildServiceWorker } from './service-worker.mjs';
import { buildStylesheets } from './stylesheets.mjs';
import { dropUnusedHelperImports } from './unused-helper-imports.mjs';
import { widgetCss } from './widget-css.mjs';

const outdir = path.join(ROOT, 'dist');

/** The host-facing entries, keyed as in the manifest (what `@vite([...])` names). */
const ENTRIES = {
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
    plugins: [widgetCss, adminValibot, stripDescriptions],
    logLevel: 'warning',
  });
  await dropUnusedHelperImports(result.metafile, ENTRIES);
  const metafile = await mergeChunks(result.metafile, { root: ROOT, entries: ENTRIES });
  await preloadLazyImport(metafile, ROOT);
  const manifest = viteManifest(metafile, ENTRIES, outdir);
  const mix = mixManifest(manifest, ENTRIES);
  await buildStylesheets(outdir, manifest, mix);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  // Laravel's @vite reads manifest.json (Vite 4) or .vite/manifest.json (Vite 5+).
  await writeFile(path.join(outdir, 'manifest.json'), json);
  await mkdir(path.join(outdir, '.vite'), { recursive: true });
  await writeFile(path.join(outdir, '.vite', 'manifest.json'), json);
  await writeFile(path.join(outdir, 'mix-manifest.json'), `${JSON.stringify(mix, null, 2)}\n`);
  await writeFile(path.join(outdir, 'metafile.json'), JSON.stringify(metafile));
  await writeFile(path.join(outdir, 'preload.json'), `${JSON.stringify(preloadManifest(metafile, ENTRIES, path.relative(ROOT, outdir)), null, 2)}\n`);
  await writeFile(path.join(outdir, 'offline.json'), `${JSON.stringify(offlineManifest(metafile, path.relative(ROOT, outdir)), null, 2)}\n`);
  await buildServiceWorker(outdir);
  await precompress(outdir);
  return { manifest, metafile };
}
