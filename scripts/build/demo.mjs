// Everything the demo server (scripts/demo/server.mjs) serves: `node build.mjs --demo`
// builds the production bundle into dist/ (bundle.mjs), then dist-demo/: the demo's own
// scripts (never shipped) and the benchmark's floors (floors.mjs), whose pages it also serves.
import * as esbuild from 'esbuild';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildBundle } from './bundle.mjs';
import { ROOT as root } from './esbuild-options.mjs';
import { buildFloors } from './floors.mjs';

const outdir = path.join(root, 'dist-demo');

/** The in-page mocked backend and the visitor panel; for the server, the page data and the API; MSW's worker. */
async function buildDemoScripts() {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo/scripts/mock-backend.ts', 'demo/scripts/panel.ts'],
    outdir,
    bundle: true,
    format: 'esm',
    sourcemap: 'linked',
    target: ['es2020'],
    logLevel: 'warning',
  });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo/scripts/page-data.ts', 'demo/scripts/api-server.ts'],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    // msw's Node build is CommonJS; this lets it require Node's own modules from ESM.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  await copyFile(path.join(root, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(outdir, 'mockServiceWorker.js'));
}

export async function buildDemo() {
  const { manifest } = await buildBundle();
  await rm(outdir, { recursive: true, force: true });
  await buildDemoScripts();
  await buildFloors();
  return { manifest };
}
