import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundleBuilt, publishAssets } from '../../scripts/laravel/public-assets.mjs';

/**
 * The pages these tests render print the bundle's tags through `mix()`, which reads the
 * manifest a deploy leaves in host/public: publish it first, as the Laravel server does
 * (building it when this clone has not yet).
 */
export default function publishTheBundle() {
  if (!bundleBuilt() && spawnSync('node', ['build.mjs'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
  publishAssets();
}
