import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unscopedSelectors } from './css-scope.mjs';
import { ROOT, TARGETS } from './esbuild-options.mjs';

const ADOPT_STYLES = path.join(ROOT, 'src/runtime/styles.ts');

/**
 * CSS imported by a widget's (or shared UI's) module travels inside that module's
 * chunk and is applied by `adoptStyles` when the chunk runs: a page pays only for the
 * CSS of the widgets it shows, without an extra request per widget. The entries' own
 * CSS files (`@import`s of CSS, and CSS imported by an entry) stay real stylesheets:
 * they hold what must apply before any widget code loads (the hosts' fallbacks).
 */
/** @type {import('esbuild').Plugin} */
export const widgetCss = {
  name: 'widget-css',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => {
      const fromEntry = /[\\/]src[\\/]entries[\\/]/.test(args.importer);
      if (args.kind !== 'import-statement' || fromEntry) return undefined;
      return { path: path.resolve(args.resolveDir, args.path), namespace: 'widget-css' };
    });
    build.onLoad({ filter: /.*/, namespace: 'widget-css' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true, target: TARGETS });
      const scopeProblems = unscopedSelectors(code);
      if (scopeProblems.length > 0) {
        return { errors: [{ text: `selectors not scoped to a .sw- class: ${scopeProblems.join(', ')}` }] };
      }
      return {
        contents: `import { adoptStyles } from ${JSON.stringify(ADOPT_STYLES)};\nadoptStyles(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      };
    });
  },
};
