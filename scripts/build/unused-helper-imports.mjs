import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './esbuild-options.mjs';

/**
 * esbuild gives every entry a side-effect import of the chunk holding its runtime
 * helpers (the CommonJS interop React needs), even when the entry uses none of them: a
 * page without widgets would download it for nothing. That chunk only defines
 * functions (it has no inputs of its own), so an entry that imports no binding from it
 * can skip it; the chunks that use the helpers import it themselves. The import is
 * blanked with spaces (the source map's columns stay right) and left out of the
 * manifest, so no modulepreload names it. `metafile` is updated to match.
 * @param {import('esbuild').Metafile} metafile
 * @param {Record<string, string>} entries the host-facing entries: name → source
 */
export async function dropUnusedHelperImports(metafile, entries) {
  /** @type {Set<string | undefined>} */
  const entrySources = new Set(Object.values(entries));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!entrySources.has(output.entryPoint)) continue;
    let code = await readFile(path.join(ROOT, file), 'utf8');
    const kept = [];
    for (const imported of output.imports) {
      const target = metafile.outputs[imported.path];
      const relative = `./${path.relative(path.dirname(file), imported.path).split(path.sep).join('/')}`;
      const bare = `import"${relative}";`;
      if (imported.kind === 'import-statement' && target && !target.entryPoint && Object.keys(target.inputs).length === 0 && code.includes(bare)) {
        code = code.replace(bare, ' '.repeat(bare.length));
      } else {
        kept.push(imported);
      }
    }
    if (kept.length === output.imports.length) continue;
    output.imports = kept;
    await writeFile(path.join(ROOT, file), code);
  }
}
