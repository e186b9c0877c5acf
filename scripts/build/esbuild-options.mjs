// What every production-built script shares: the bundle (bundle.mjs) and the benchmark's
// floors (floors.mjs), so that a floor is built exactly like the code it is compared with.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: esbuild's working directory and the base of every output folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The browsers the bundle is built for; the widgets' CSS is minified for them too. */
export const TARGETS = ['chrome90', 'firefox90', 'safari15'];

/**
 * Every target reads `\p{…}` in a regular expression (Chrome 64, Firefox 78, Safari 11.1),
 * but esbuild's table asks for newer versions and rewrites such literals as
 * `new RegExp("…")`, which it cannot drop when unused: valibot's emoji pattern (0.6 KB)
 * then shipped on every page with a widget, used by nothing.
 */
export const SUPPORTED = { 'regexp-unicode-property-escapes': true };

/**
 * The options every production script is built with.
 * @satisfies {import('esbuild').BuildOptions}
 */
export const PRODUCTION = /** @type {const} */ ({
  absWorkingDir: ROOT,
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: TARGETS,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  supported: SUPPORTED,
});
