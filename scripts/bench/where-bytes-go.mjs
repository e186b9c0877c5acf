// Where a page's bundle bytes go: the modules inside the files it downloaded (esbuild's
// metafile), grouped by package or by source folder, largest first — the next thing to
// cut is at the top. Sizes are minified bytes; each group's share of the page's gzip
// total is estimated from its share of the minified bytes.
import { readFileSync } from 'node:fs';

/** @param {string} input */
function group(input) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (dependency?.[1]) return dependency[1];
  const source = /^src\/([^/]+\/[^/]+)/.exec(input);
  return source?.[1] ?? input;
}

/** @typedef {{ outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> }} Metafile the part of esbuild's the benchmark reads */

/** @returns {Metafile} */
export function readMetafile() {
  return JSON.parse(readFileSync('dist/metafile.json', 'utf8'));
}

/**
 * The `top` largest groups of the page's files, with their estimated gzip bytes.
 * @param {Metafile} metafile
 * @param {{ file: string }[]} files
 * @param {number} gzipTotal
 */
export function whereBytesGo(metafile, files, gzipTotal, top = 6) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  for (const { file } of files) {
    const output = metafile.outputs[`dist/${file}`];
    if (!output) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      sizes.set(group(input), (sizes.get(group(input)) ?? 0) + bytesInOutput);
    }
  }
  const minified = [...sizes.values()].reduce((total, size) => total + size, 0);
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => ({ name, minified: size, gzip: minified === 0 ? 0 : Math.round((size / minified) * gzipTotal) }));
}
