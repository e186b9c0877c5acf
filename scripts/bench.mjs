// `npm run bench`: the project's performance benchmark (not a test; numbers to compare
// between changes). It measures, on the built bundle served by the demo server:
//   1. what a page downloads: gzip size of the public entry's closure and of each widget;
//   2. mount cost in Chromium: time from DOMContentLoaded until N FAQ items have mounted,
//      median of several runs, for a few N.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildBundle, buildDemo } from '../build.mjs';
import { startDemoServer } from './demo-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNTS = (process.env.BENCH_COUNTS ?? '1,50,200').split(',').map(Number);

const { manifest } = await buildBundle();
await buildDemo();

const gzipKb = (file) => gzipSync(readFileSync(path.join('dist', file))).length / 1024;
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);

const entryFiles = closure('src/entries/public.ts');
console.log('\nDownload size (gzip)');
console.log(`  public entry + runtime (+ React)     ${sum(entryFiles).toFixed(1)} KB`);
console.log(`  public CSS                           ${sum(manifest['src/entries/public.ts'].css ?? []).toFixed(1)} KB`);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const extra = [...closure(key)].filter((file) => !entryFiles.has(file));
  console.log(`  + ${chunk.name.padEnd(34)} ${sum(extra).toFixed(1)} KB`);
}

const server = await startDemoServer({ port: Number(process.env.BENCH_PORT ?? 4199) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
console.log(`\nMount time in Chromium (DOMContentLoaded → every widget mounted), median of ${RUNS}`);
try {
  for (const count of COUNTS) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${server.url}bench.html?n=${count}`);
      const { mountedAt } = await page.evaluate(() => window.benchResult);
      const domContentLoaded = await page.evaluate(() => window.benchDomContentLoaded);
      times.push(mountedAt - domContentLoaded);
      await page.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(`  ${String(count).padStart(4)} FAQ items   ${median.toFixed(1).padStart(7)} ms   (${(median / count).toFixed(2)} ms each)`);
  }
} finally {
  await browser.close();
  await server.close();
}
