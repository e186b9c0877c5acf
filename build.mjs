// Production build: `node build.mjs` writes dist/ (what a host deploys);
// `node build.mjs --demo` also writes dist-demo/ (the QA demo's mocked backend).
import * as esbuild from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadLazyImport } from './scripts/build/preload-imports.mjs';
import { unscopedSelectors } from './scripts/css-scope.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');
const demoOutdir = path.join(root, 'dist-demo');

/** The host-facing entries, keyed as in the manifest (what `@vite([...])` names). */
export const ENTRIES = {
  public: 'src/entries/public.ts',
  admin: 'src/entries/admin.ts',
};

const ADOPT_STYLES = path.join(root, 'src/runtime/styles.ts');

/**
 * CSS imported by a widget's (or shared UI's) module travels inside that module's
 * chunk and is applied by `adoptStyles` when the chunk runs: a page pays only for the
 * CSS of the widgets it shows, without an extra request per widget. The entries' own
 * CSS files (`@import`s of CSS, and CSS imported by an entry) stay real stylesheets:
 * they hold what must apply before any widget code loads (the hosts' fallbacks).
 */
const widgetCss = {
  name: 'widget-css',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) => {
      const fromEntry = /[\\/]src[\\/]entries[\\/]/.test(args.importer);
      if (args.kind !== 'import-statement' || fromEntry) return undefined;
      return { path: path.resolve(args.resolveDir, args.path), namespace: 'widget-css' };
    });
    build.onLoad({ filter: /.*/, namespace: 'widget-css' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true, target: ['chrome90', 'firefox90', 'safari15'] });
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

/**
 * valibot is one ES module: esbuild keeps, in the one chunk every validating widget
 * shares, the union of the functions any importer uses. The admin editors' own schemas
 * would then weigh on every public page. Their imports get a module of their own (the
 * same file under another identity), so each side carries only what it uses; an admin
 * page pays for two small copies instead.
 */
const adminValibot = {
  name: 'admin-valibot',
  setup(build) {
    build.onResolve({ filter: /^valibot$/ }, async (args) => {
      if (!/[\\/]src[\\/]admin[\\/]/.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, suffix: '?admin' };
    });
  },
};

/** The options every production script is built with (the bundle and the React floor). */
const PRODUCTION = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: ['chrome90', 'firefox90', 'safari15'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
};

export async function buildBundle() {
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    ...PRODUCTION,
    entryPoints: Object.values(ENTRIES),
    outdir,
    // Code splitting needs ES modules. Chunks import each other with relative URLs,
    // so the bundle works from any origin or path (a CDN) without a public path.
    sourcemap: 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    legalComments: 'linked',
    metafile: true,
    plugins: [widgetCss, adminValibot],
    logLevel: 'warning',
  });
  await dropUnusedHelperImports(result.metafile);
  await preloadLazyImport(result.metafile, root);
  const manifest = viteManifest(result.metafile);
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  // Laravel's @vite reads manifest.json (Vite 4) or .vite/manifest.json (Vite 5+).
  await writeFile(path.join(outdir, 'manifest.json'), json);
  await mkdir(path.join(outdir, '.vite'), { recursive: true });
  await writeFile(path.join(outdir, '.vite', 'manifest.json'), json);
  await writeFile(path.join(outdir, 'mix-manifest.json'), `${JSON.stringify(mixManifest(manifest), null, 2)}\n`);
  await writeFile(path.join(outdir, 'metafile.json'), JSON.stringify(result.metafile));
  return { manifest, metafile: result.metafile };
}

/**
 * esbuild gives every entry a side-effect import of the chunk holding its runtime
 * helpers (the CommonJS interop React needs), even when the entry uses none of them: a
 * page without widgets would download it for nothing. That chunk only defines
 * functions (it has no inputs of its own), so an entry that imports no binding from it
 * can skip it; the chunks that use the helpers import it themselves. The import is
 * blanked with spaces (the source map's columns stay right) and left out of the
 * manifest, so no modulepreload names it. `metafile` is updated to match.
 */
async function dropUnusedHelperImports(metafile) {
  const entrySources = new Set(Object.values(ENTRIES));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!entrySources.has(output.entryPoint)) continue;
    let code = await readFile(path.join(root, file), 'utf8');
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
    await writeFile(path.join(root, file), code);
  }
}

/** esbuild's metafile → Vite's manifest.json shape. */
export function viteManifest(metafile) {
  const relative = (file) => path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/');
  const entrySources = new Set(Object.values(ENTRIES));
  const keyOf = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    keyOf.set(file, output.entryPoint ?? `_${path.basename(file)}`);
  }
  const manifest = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const chunk = { file: relative(file) };
    const name = path.basename(file).replace(/-[A-Z0-9]{8}\.js$/, '');
    chunk.name = name;
    if (output.entryPoint) chunk.src = output.entryPoint;
    if (output.entryPoint && entrySources.has(output.entryPoint)) chunk.isEntry = true;
    else if (output.entryPoint) chunk.isDynamicEntry = true;
    const imports = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => keyOf.get(i.path));
    const dynamicImports = output.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => keyOf.get(i.path));
    if (imports.length) chunk.imports = imports;
    if (dynamicImports.length) chunk.dynamicImports = dynamicImports;
    if (output.cssBundle) chunk.css = [relative(output.cssBundle)];
    manifest[keyOf.get(file)] = chunk;
  }
  return manifest;
}

/** Laravel Mix's mix-manifest.json: `/public.js` → `/public-HASH.js` (and the CSS). */
export function mixManifest(manifest) {
  const mix = {};
  for (const [name, source] of Object.entries(ENTRIES)) {
    const chunk = manifest[source];
    mix[`/${name}.js`] = `/${chunk.file}`;
    for (const css of chunk.css ?? []) mix[`/${name}.css`] = `/${css}`;
  }
  return mix;
}

/** The demo's own scripts: the in-page mocked backend and the globals panel (never shipped). */
export async function buildDemo() {
  await rm(demoOutdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo/scripts/mock-backend.ts', 'demo/scripts/panel.ts'],
    outdir: demoOutdir,
    bundle: true,
    format: 'esm',
    sourcemap: 'linked',
    target: ['es2020'],
    logLevel: 'warning',
  });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['demo/scripts/page-data.ts', 'demo/scripts/api-server.ts'],
    outdir: demoOutdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    // msw's Node build is CommonJS; this lets it require Node's own modules from ESM.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  await copyFile(path.join(root, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(demoOutdir, 'mockServiceWorker.js'));
  await buildReactFloor();
}

/** dist-demo/react-floor.js: a bare React `createRoot` bundle, the byte budgets' floor. */
export async function buildReactFloor() {
  await esbuild.build({
    ...PRODUCTION,
    entryPoints: ['demo/scripts/react-floor.ts'],
    outdir: demoOutdir,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The benchmark's pages: our runtime mounting a trivial widget, and its floors (a root
  // per placeholder; one controlled input), built with the bundle's own options.
  const bench = await esbuild.build({
    ...PRODUCTION,
    metafile: true,
    entryPoints: ['demo/scripts/bench/runtime-widgets.ts', 'demo/scripts/bench/bare-roots.tsx', 'demo/scripts/bench/controlled-input.tsx'],
    outdir: path.join(demoOutdir, 'bench'),
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [widgetCss],
    legalComments: 'none',
    logLevel: 'warning',
  });
  if (process.env.BENCH_PRELOAD !== '0') await preloadLazyImport(bench.metafile, root);
  return path.join(demoOutdir, 'react-floor.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { manifest } = await buildBundle();
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry).map((chunk) => chunk.file);
  console.log(`built dist/: ${entries.join(', ')} (+ manifest.json, .vite/manifest.json, mix-manifest.json)`);
  if (process.argv.includes('--demo')) {
    await buildDemo();
    console.log('built dist-demo/ (the demo\'s mocked backend)');
  }
}
