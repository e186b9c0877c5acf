// Compressed copies beside each file a browser downloads from dist/ (`x.js.br`, `x.js.gz`),
// so a web server sends them as they are (nginx's `brotli_static` and `gzip_static`, Apache's
// MultiViews-free rewrite, a CDN's origin) instead of compressing on every answer, at a
// level no server would spend per request: brotli at its highest quality, gzip at 9. Source
// maps, five times the code and fetched only by developer tools, get brotli's quality 6: the
// highest would double the build's time for bytes no visitor downloads.
// docs/hosting.md, "Serving the build", has the server lines.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a page downloads: scripts, stylesheets, their source maps and the legal comments. */
export const PRECOMPRESSED = /\.(js|css|map|txt)$/;

/** @param {string} directory @returns {Promise<string[]>} */
async function filesUnder(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` and `.gz` beside every file of `directory` that PRECOMPRESSED names.
 * @param {string} directory
 */
export async function precompress(directory) {
  const files = (await filesUnder(directory)).filter((file) => PRECOMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: file.endsWith('.map') ? 6 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
