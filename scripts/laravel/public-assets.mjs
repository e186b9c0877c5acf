// What a deploy puts in host/public before Laravel renders a page: the bundle under
// public/build/widgets (its mix-manifest.json is what `mix()` reads) and Bootstrap's CSS.
// Shared by the Laravel server and the PHP-rendered jest tests, which render the same layouts.
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = path.join(root, 'host');
const dist = path.join(root, 'dist');

/** Whether `node build.mjs` has left a bundle to publish. */
export const bundleBuilt = () => existsSync(path.join(dist, 'mix-manifest.json'));

/** Copies the built bundle and Bootstrap's CSS into host/public, replacing an older copy. */
export function publishAssets() {
  const widgets = path.join(host, 'public/build/widgets');
  rmSync(widgets, { recursive: true, force: true });
  cpSync(dist, widgets, { recursive: true });
  mkdirSync(path.join(host, 'public/css'), { recursive: true });
  copyFileSync(path.join(root, 'node_modules/bootstrap/dist/css/bootstrap.min.css'), path.join(host, 'public/css/bootstrap.min.css'));
}
