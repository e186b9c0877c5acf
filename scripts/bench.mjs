// `npm run bench`: the project's performance benchmark (numbers, never test verdicts).
// It builds the production bundle and measures it in Chromium on production-like pages
// (the demo server's production mode: compressed, cached, the API answered at once by
// the server itself), and prints one table — figure, ours, floor, ratio, target — and
// the same as JSON (bench-results.json). Timings are medians of several runs.
//   BENCH_ONLY=bytes,mount,faq,typing,filtering,listing,shift,lighthouse   a subset
//   BENCH_ROUNDS (5), BENCH_COUNTS (200,1000), BENCH_FAQ_COUNTS (1,50,200)
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { buildBundle, buildDemo } from '../build.mjs';
import { measureBytes } from './bench/bytes.mjs';
import { measureFiltering } from './bench/filtering.mjs';
import { measureLayoutShift } from './bench/layout-shift.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureListing } from './bench/listing.mjs';
import { measureFaqMount, measureMount } from './bench/mount.mjs';
import { formatTable } from './bench/table.mjs';
import { measureTyping } from './bench/typing.mjs';
import { startDemoServer } from './demo-server.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COUNTS = (process.env.BENCH_COUNTS ?? '200,1000').split(',').map(Number);
const FAQ_COUNTS = (process.env.BENCH_FAQ_COUNTS ?? '1,50,200').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (name) => ONLY === null || ONLY.has(name);

await buildBundle();
await buildDemo();
const server = await startDemoServer({ port: Number(process.env.BENCH_PORT ?? 4199), production: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    chromium: browser.version(),
  },
};
try {
  if (wanted('bytes')) results.bytes = await measureBytes(browser, server.url);
  if (wanted('mount')) results.mount = await measureMount(browser, server.url, COUNTS, ROUNDS);
  if (wanted('faq')) results.faqMount = await measureFaqMount(browser, server.url, FAQ_COUNTS, ROUNDS);
  if (wanted('typing')) results.typing = await measureTyping(browser, server.url, 300, 3);
  if (wanted('filtering')) results.filtering = await measureFiltering(browser, server.url, 5000, ROUNDS);
  if (wanted('listing')) results.listing = await measureListing(browser, server.url, 3);
  if (wanted('shift')) results.layoutShift = await measureLayoutShift(browser, server.url);
  if (wanted('lighthouse')) results.lighthouse = await measureLighthouse(server.url, CHROMIUM);
} finally {
  await browser.close();
  await server.close();
}

console.log(`\n${formatTable(results)}`);
await writeFile('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\n(also written to bench-results.json)');
