// What a deploy puts in host/public before Laravel renders a page: the bundle under
// public/build/widgets (its mix-manifest.json is what `mix()` reads) and Bootstrap's CSS, cut to
// the classes the host and the bundle can print (bootstrap-subset.mjs).
// Shared by the Laravel server and the PHP-rendered jest tests, which render the same layouts.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrapSubset, hostTexts, wordsOf } from './bootstrap-subset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = path.join(root, 'host');
const dist = path.join(root, 'dist');

/** Whether `node build.mjs` has left a bundle to publish. */
export const bundleBuilt = () => existsSync(path.join(dist, 'mix-manifest.json'));

/** Where the host's layouts link Bootstrap's subset from, under host/public. */
export const BOOTSTRAP_SUBSET = 'css/bootstrap-subset.min.css';

/** Copies the built bundle and Bootstrap's subset into host/public, replacing an older copy. */
export function publishAssets() {
  const widgets = path.join(host, 'public/build/widgets');
  rmSync(widgets, { recursive: true, force: true });
  cpSync(dist, widgets, { recursive: true });
  mkdirSync(path.join(host, 'public/css'), { recursive: true });
  const bootstrap = readFileSync(path.join(root, 'node_modules/bootstrap/dist/css/bootstrap.min.css'), 'utf8');
  writeFileSync(path.join(host, 'public', BOOTSTRAP_SUBSET), bootstrapSubset(bootstrap, wordsOf(hostTexts(root, dist))));
  // The whole file of earlier deploys, which no page links any more.
  rmSync(path.join(host, 'public/css/bootstrap.min.css'), { force: true });
}
