// Every build of the project, in one place; each target's code is in scripts/build/:
//   node build.mjs            the production build (scripts/build/bundle.mjs): dist/, what a
//                             host deploys (`npm run build`)
//   node build.mjs --demo     the production build, then dist-demo/: the demo's own scripts and
//                             the benchmark's floors (scripts/build/demo.mjs), everything the
//                             demo server serves (`npm start`, `npm run bench`, the browser tests)
//   node build.mjs --floors   the benchmark's floors alone (scripts/build/floors.mjs)
import { buildBundle } from './scripts/build/bundle.mjs';
import { buildDemo } from './scripts/build/demo.mjs';
import { buildFloors } from './scripts/build/floors.mjs';

/** @param {Record<string, { isEntry?: boolean, file: string }>} manifest */
const entryFiles = (manifest) =>
  Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.file)
    .join(', ');

const TARGETS = ['--demo', '--floors'];
const [target, ...rest] = process.argv.slice(2);
if (rest.length > 0 || (target !== undefined && !TARGETS.includes(target))) {
  console.error(`usage: node build.mjs [${TARGETS.join(' | ')}]`);
  process.exit(1);
}

if (target === '--demo') {
  const { manifest } = await buildDemo();
  console.log(`built dist/ (${entryFiles(manifest)}) and dist-demo/ (the demo's mocked backend, panel and the benchmark's floors)`);
} else if (target === '--floors') {
  await buildFloors();
  console.log('built the floors: dist-demo/react-floor.js, dist-demo/bench/');
} else {
  const { manifest } = await buildBundle();
  console.log(`built dist/: ${entryFiles(manifest)} (+ manifest.json, .vite/manifest.json, mix-manifest.json, preload.json)`);
}
