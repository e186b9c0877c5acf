/**
 * Axios ships two browser adapters: XHR, its default, and fetch. Every request but one
 * goes through XHR (upload progress needs it); the fetch adapter is there only for the
 * share hit's `keepalive` (src/shared/api/request.ts). Bundled as is, it and its helpers
 * (about 4 KB compressed) would ride with axios on every page that loads data.
 *
 * In the production build, axios's adapter table gets the fetch adapter through a stand-in
 * that imports the real one the first time a request asks for it, from a chunk of its own.
 * `prepareKeepalive()` asks early, when a widget that will need it mounts. Axios, its
 * XHR adapter and its behaviour are unchanged; the tests under jest run the real table.
 *
 * No public option does this: naming an adapter (`adapter: 'xhr'`) still bundles the fetch
 * one, since axios's adapter table imports every adapter. The build fails if axios's files
 * moved (the stand-in would silently not apply), and test/unit/build/axios-fetch-on-demand.test.ts
 * bundles axios as installed with this plugin and sends a keepalive request through the
 * stand-in: an axios update that reshapes the table or the fetch adapter fails there.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const ADAPTERS = /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const NAMESPACE = 'axios-fetch-on-demand';

/** @type {import('esbuild').Plugin} */
export const axiosFetchOnDemand = {
  name: NAMESPACE,
  setup(build) {
    const real = path.join(path.dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib/adapters/fetch.js');
    let applied = false;
    build.onStart(() => {
      applied = false;
    });
    build.onResolve({ filter: /^\.\/fetch\.js$/ }, (args) => {
      if (!ADAPTERS.test(args.importer)) return undefined;
      applied = true;
      return { path: 'fetch.js', namespace: NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
      resolveDir: path.dirname(real),
      loader: 'js',
      contents: [
        `let loading;`,
        `const load = () => (loading ??= import(${JSON.stringify(real)}));`,
        // Whoever asks for the adapter is about to use it: start the download at once.
        `export const getFetch = (config) => {`,
        `  load();`,
        `  return (request) => load().then((module) => module.getFetch(config)(request));`,
        `};`,
      ].join('\n'),
    }));
    build.onEnd((result) => {
      if (result.errors.length > 0 || applied) return;
      const text = `${NAMESPACE}: axios/lib/adapters/adapters.js no longer imports ./fetch.js; update scripts/build/axios-fetch-on-demand.mjs`;
      // esbuild's defaults for the fields a plugin leaves out, written out for its Message type.
      result.errors.push({ id: '', pluginName: '', text, location: null, notes: [], detail: undefined });
    });
  },
};
