import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The repository's root: the bundles' working directory. */
export const ROOT = path.resolve(__dirname, '../../..');

export interface BundleJob {
  /** The entry's source (TypeScript), importing by absolute path or package name. */
  entry: string;
  /** Build plugins, each a module of scripts/build/ and the name it exports the plugin under. */
  plugins: { file: string; name: string }[];
  platform: 'browser' | 'node';
  /** Modules left to Node when the bundle runs (`node:*`). */
  external?: string[];
  /** More files beside the entry, by path relative to it (`src/widgets/odd/attributes.ts`). */
  files?: Record<string, string>;
}

export interface BundleOutcome {
  errors: string[];
  warnings: string[];
  /** esbuild's metafile outputs, paths relative to the root. */
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  /** What the entry's default export (an async function) returned, run by Node. */
  result: unknown;
}

// Runs in a Node process of its own: esbuild refuses to start under jsdom (its TextEncoder
// check), and the bundle is an ES module, which jest's CommonJS cannot import.
const CHILD = `
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const job = JSON.parse(process.env.BUNDLE_JOB);
const outdir = mkdtempSync(path.join(os.tmpdir(), 'bundle-in-node-'));
const outcome = { errors: [], warnings: [], outputs: {}, result: null };
try {
  const plugins = await Promise.all(job.plugins.map(async ({ file, name }) => (await import(pathToFileURL(file).href))[name]));
  for (const [file, text] of Object.entries({ ...job.files, 'entry.ts': job.entry })) {
    mkdirSync(path.dirname(path.join(outdir, file)), { recursive: true });
    writeFileSync(path.join(outdir, file), text);
  }
  const result = await esbuild.build({
    entryPoints: [path.join(outdir, 'entry.ts')],
    outdir: path.join(outdir, 'out'),
    nodePaths: [path.join(process.cwd(), 'node_modules')],
    bundle: true, format: 'esm', splitting: true, platform: job.platform, external: job.external ?? [],
    loader: { '.css': 'empty' }, charset: 'utf8', metafile: true, plugins, logLevel: 'silent',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  outcome.warnings = result.warnings.map((message) => message.text);
  outcome.outputs = result.metafile.outputs;
  // The entry's own output: with splitting, each lazily imported module is an entry point too.
  const entry = Object.keys(result.metafile.outputs).find((file) => result.metafile.outputs[file].entryPoint?.endsWith('entry.ts'));
  outcome.result = await (await import(pathToFileURL(path.resolve(entry)).href)).default();
} catch (error) {
  outcome.errors = error.errors ? error.errors.map((message) => message.text) : [String(error && error.stack || error)];
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(outcome));
`;

/**
 * Bundles `job.entry` with esbuild and the build's own plugins, then runs the bundle's default
 * export in Node: how a test sees what a plugin does with the dependency installed today.
 */
export async function bundleInNode(job: BundleJob): Promise<BundleOutcome> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: ROOT,
    env: { ...process.env, BUNDLE_JOB: JSON.stringify(job) },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as BundleOutcome;
}
