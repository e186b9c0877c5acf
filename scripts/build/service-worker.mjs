// The service worker (src/entries/service-worker.ts) as dist/sw.js: one classic script, no
// chunks (a worker imports nothing at run time), a name without a hash, since the host serves it
// at one fixed address, the site's root (docs/hosting.md, "The service worker"). A new build
// whose worker differs by a byte is one the browsers install at their next check.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { PRODUCTION } from './esbuild-options.mjs';

/** @param {string} outdir */
export async function buildServiceWorker(outdir) {
  await esbuild.build({
    ...PRODUCTION,
    splitting: false,
    format: 'iife',
    entryPoints: ['src/entries/service-worker.ts'],
    outfile: path.join(outdir, 'sw.js'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
