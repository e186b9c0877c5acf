// The benchmark's floors, built with the bundle's own esbuild options so that each
// comparison is React against React built the same way (docs/benchmark.md):
//   dist-demo/react-floor.js   a bare React `createRoot` bundle: the byte figures' floor
//                              (and the byte-budget test's, test/browser/budgets.spec.ts)
//   dist-demo/bench/           the mount and typing pages' scripts (demo/bench/*.html):
//                              our runtime mounting a trivial widget, and its floors (a
//                              root per placeholder; one controlled input)
// `node build.mjs --floors` builds them alone; `node build.mjs --demo` builds them with the
// demo (demo.mjs), which serves those pages.
import * as esbuild from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCTION, ROOT } from './esbuild-options.mjs';
import { preloadLazyImport, staticClosure } from './preload-imports.mjs';
import { widgetCss } from './widget-css.mjs';

const outdir = path.join(ROOT, 'dist-demo');

export async function buildFloors() {
  await esbuild.build({
    ...PRODUCTION,
    entryPoints: ['demo/scripts/react-floor.ts'],
    outdir,
    legalComments: 'none',
    logLevel: 'warning',
  });
  await rm(path.join(outdir, 'bench'), { recursive: true, force: true });
  const bench = await esbuild.build({
    ...PRODUCTION,
    metafile: true,
    entryPoints: ['demo/scripts/bench/runtime-widgets.ts', 'demo/scripts/bench/bare-roots.tsx', 'demo/scripts/bench/controlled-input.tsx'],
    outdir: path.join(outdir, 'bench'),
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [widgetCss],
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Built like the bundle: the mounter's import asks for React at the same moment.
  await preloadLazyImport(bench.metafile, ROOT);
  await writeFile(path.join(outdir, 'bench', 'preload.json'), `${JSON.stringify(benchPreload(bench.metafile))}\n`);
}

/**
 * What a host that preloads (`<x-site-widgets-preload />`) would name for the mount page's
 * "ours": the entry, the mounter and the trivial widget, each with the chunks it imports.
 * @param {import('./preload-imports.mjs').PreloadMetafile} metafile
 */
function benchPreload(metafile) {
  const sources = ['demo/scripts/bench/runtime-widgets.ts', 'src/runtime/mount.ts', 'demo/scripts/bench/trivial-widget.tsx'];
  /** @type {Set<string>} */
  const files = new Set();
  for (const source of sources) {
    const file = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]?.entryPoint === source);
    if (file === undefined) throw new Error(`the bench build has no output for ${source}`);
    for (const each of [file, ...staticClosure(metafile, file)])
      files.add(`/demo-assets/${path.relative(outdir, path.join(ROOT, each)).split(path.sep).join('/')}`);
  }
  return [...files];
}
