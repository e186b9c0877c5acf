import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundleBuilt, publishAssets } from '../../scripts/laravel/public-assets.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The pages these tests render print the bundle's tags through `mix()` or `@vite`, which read the
 * manifests a deploy leaves in host/public: publish them first, as the Laravel server does
 * (building them when this clone has not yet). Compiled views go too: each Laravel compiles
 * Blade its own way, and `npm test` runs these tests on two (a compiled view is reused while it
 * is newer than its template).
 */
export default function prepareTheHost() {
  if (!bundleBuilt() && spawnSync('node', ['build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('the build failed');
  publishAssets();
  if (spawnSync('php', ['artisan', 'view:clear'], { cwd: path.join(root, 'host'), stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    throw new Error('php artisan view:clear failed');
}
