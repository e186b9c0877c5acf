// `npm run generate`: writes every file the repository keeps generated from the bundle's own
// code (scripts/generate/files.ts lists them); the tests only check that each is current.
// The generators are TypeScript importing `src/`, which Node 20 cannot run: esbuild bundles
// them into one temporary module first, with the widgets' CSS left out (and a `require`,
// `__filename` and `__dirname` for the CommonJS dependencies that use them, which an ES module
// lacks: TypeScript's parser, which reads declarations kept private in their modules, does).
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const directory = mkdtempSync(path.join(os.tmpdir(), 'site-widgets-generate-'));
const outfile = path.join(directory, 'generate.mjs');

try {
  await build({
    entryPoints: [path.join(ROOT, 'scripts/generate/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    loader: { '.css': 'empty' },
    banner: {
      js: [
        "import { createRequire } from 'node:module';",
        "import { fileURLToPath as pathOfUrl } from 'node:url';",
        'const require = createRequire(import.meta.url);',
        'const __filename = pathOfUrl(import.meta.url);',
        "const __dirname = pathOfUrl(new URL('.', import.meta.url));",
      ].join(' '),
    },
    logLevel: 'warning',
  });
  const { generate } = await import(pathToFileURL(outfile).href);
  await generate(ROOT);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
