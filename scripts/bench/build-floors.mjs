// The benchmark's floors, built with the bundle's own esbuild options so that each
// comparison is React against React built the same way (README, "Benchmark"):
//   dist-demo/react-floor.js   a bare React `createRoot` bundle: the byte figures' floor
//                              (and the byte-budget test's, test/browser/budgets.spec.ts)
//   dist-demo/bench/           the mount and typing pages' scripts (demo/bench/*.html):
//                              our runtime mounting a trivial widget, and its floors (a
//                              root per placeholder; one controlled input)
// `node scripts/bench/build-floors.mjs` builds them alone; demo/build.mjs builds them
// with the demo, which serves those pages.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION, ROOT } from '../build/esbuild-options.mjs';
import { widgetCss } from '../build/widget-css.mjs';

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
  await esbuild.build({
    ...PRODUCTION,
    entryPoints: ['demo/scripts/bench/runtime-widgets.ts', 'demo/scripts/bench/bare-roots.tsx', 'demo/scripts/bench/controlled-input.tsx'],
    outdir: path.join(outdir, 'bench'),
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [widgetCss],
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildFloors();
  console.log('built the floors: dist-demo/react-floor.js, dist-demo/bench/');
}
