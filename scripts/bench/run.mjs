// `npm run bench`: the project's performance benchmark (numbers, never test verdicts).
// It builds the production bundle and measures it in Chromium on production-like pages
// (the demo server's production mode: compressed, cached, the API answered at once by
// the server itself), and prints one table — figure, median, spread, runs, floor, ratio,
// target — and writes the same as JSON, a dated run kept with the others: bench-results/
// <date>.json, or <date>-<parts>.json for a subset (docs/benchmark.md reads them).
//
// Every part runs on its own, within a limit that grows with its work: a part that fails
// or runs out of time prints its reason and the others still run; the run exits non-zero
// at the end when any part failed. It is meant to finish on a busy 2-core machine (try it
// with `node -e 'for(;;){}' &` beside it).
//   BENCH_ONLY=bytes,mount,faq,typing,filtering,listing,prefetch,recipe,tap,shift,lighthouse,backup,host,load,reliability   a subset
//   BENCH_PAGES=compartir.html,admin.html   the layout-shift pages (default: every demo page)
//   BENCH_ROUNDS (5), BENCH_COUNTS (200,1000), BENCH_FAQ_COUNTS (1,50,200)
// `backup`, `host` and `load` measure the worked Laravel host in production mode instead of the
// demo (scripts/bench/production-host.mjs starts it once for them, on BENCH_HOST_PORT, 8380);
// BENCH_LOAD_SECONDS (30) and BENCH_LOAD_CONNECTIONS (16) set the load. A run of only those
// builds no demo and starts no demo server. `reliability` runs the production mode's fault
// journeys (scripts/bench/reliability.mjs) on ports of their own (BENCH_RELIABILITY_PORT_BASE).
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { backupPartLimit, measureBackup } from './backup.mjs';
import { buildDemo } from '../build/demo.mjs';
import { startDemoServer } from '../demo/server.mjs';
import { measureBytes } from './bytes.mjs';
import { measureFiltering } from './filtering.mjs';
import { hostLighthousePartLimit, measureHostLighthouse } from './host-lighthouse.mjs';
import { SHIFT_PAGES, measureLayoutShift, shiftPartLimit } from './layout-shift.mjs';
import { lighthousePartLimit, measureLighthouse } from './lighthouse.mjs';
import { measureListing, measurePrefetchedPage } from './listing.mjs';
import { loadPartLimit, measureLoad } from './load.mjs';
import { measureRecipe } from './recipe.mjs';
import { measureTapToRecipe, tapPartLimit } from './tap-to-recipe.mjs';
import { measureReliability, reliabilityPartLimit } from './reliability.mjs';
import { measureFaqMount, measureMount, mountPartLimit } from './mount.mjs';
import { runPart } from './part.mjs';
import { stopProductionHost } from './production-host.mjs';
import { formatTable } from './table.mjs';
import { measureTyping, typingPartLimit } from './typing.mjs';

/** @import { BenchBrowser } from './part.mjs' */
/** @import { BenchResults, Measured } from './table.mjs' */
/**
 * A part: its key in the results, its BENCH_ONLY name, its limit in ms, and what it measures (under that key).
 * @typedef {{ [Key in keyof Measured]: [Key, string, number, (browser: BenchBrowser) => Promise<Measured[Key]>] }[keyof Measured]} Part
 */
/** @typedef {{ page?: string, width?: string, error?: string }} PageRow what is read of a row of a part measured page by page */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const COUNTS = (process.env.BENCH_COUNTS ?? '200,1000').split(',').map(Number);
const FAQ_COUNTS = (process.env.BENCH_FAQ_COUNTS ?? '1,50,200').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const TYPING_STEPS = 300;
const TYPING_RUNS = 3;
const SHIFT_PAGES_MEASURED = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : SHIFT_PAGES;

/** The parts that measure the worked host (production-host.mjs), not the demo. */
const HOST_PARTS = new Set(['backup', 'host', 'load', 'reliability']);
const demoNeeded = ONLY === null || [...ONLY].some((name) => !HOST_PARTS.has(name));

// The production bundle, and the floors' pages beside it, as the demo server serves them.
if (demoNeeded) await buildDemo();
const server = demoNeeded ? await startDemoServer({ port: Number(process.env.BENCH_PORT ?? 4199), production: true }) : null;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// Only the host parts, which take no address, run without the demo server.
const url = /** @type {string} */ (server?.url);

/** @type {Part[]} */
const PARTS = [
  ['bytes', 'bytes', 120_000, (b) => measureBytes(b, url)],
  ['mount', 'mount', mountPartLimit(COUNTS, ROUNDS + 1, 3), (b) => measureMount(b, url, COUNTS, ROUNDS)],
  ['faqMount', 'faq', mountPartLimit(FAQ_COUNTS, ROUNDS, 1), (b) => measureFaqMount(b, url, FAQ_COUNTS, ROUNDS)],
  ['typing', 'typing', typingPartLimit(TYPING_STEPS, TYPING_RUNS), (b) => measureTyping(b, url, TYPING_STEPS, TYPING_RUNS)],
  ['filtering', 'filtering', 180_000, (b) => measureFiltering(b, url, 5000, ROUNDS)],
  ['listing', 'listing', 180_000, (b) => measureListing(b, url, 3)],
  ['prefetchedPage', 'prefetch', 120_000, (b) => measurePrefetchedPage(b, url, 3)],
  ['recipe', 'recipe', 120_000, (b) => measureRecipe(b, url, ROUNDS)],
  ['tapToRecipe', 'tap', tapPartLimit(ROUNDS), (b) => measureTapToRecipe(b, url, ROUNDS)],
  ['layoutShift', 'shift', shiftPartLimit(SHIFT_PAGES_MEASURED), (b) => measureLayoutShift(b, url, SHIFT_PAGES_MEASURED)],
  ['lighthouse', 'lighthouse', lighthousePartLimit(), () => measureLighthouse(url, CHROMIUM)],
  // First of the host's parts: on the seed, before the load adds its hits.
  ['backup', 'backup', backupPartLimit(ROUNDS), () => measureBackup(ROUNDS)],
  ['hostLighthouse', 'host', hostLighthousePartLimit(), () => measureHostLighthouse(CHROMIUM)],
  ['load', 'load', loadPartLimit(), () => measureLoad()],
  ['reliability', 'reliability', reliabilityPartLimit(), () => measureReliability()],
];

/** The commit measured, `+` when the tree had changes; null outside a git checkout. */
function measuredCommit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+' : ''}`;
}

/** @type {BenchResults} */
const results = {
  date: new Date().toISOString(),
  commit: measuredCommit(),
  parts: ONLY === null ? 'all' : [...ONLY].join(','),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    chromium: browser.version(),
    // The load averages (1, 5, 15 minutes) as the run starts: timings follow a busy machine.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  },
  seconds: {},
  failed: {},
};
try {
  for (const [key, name, limit, measure] of PARTS) {
    if (ONLY !== null && !ONLY.has(name)) continue;
    const outcome = await runPart(browser, name, limit, /** @type {(browser: BenchBrowser) => Promise<Measured[keyof Measured]>} */ (measure));
    results.seconds[name] = outcome.seconds;
    if (!outcome.ok) {
      results.failed[name] = outcome.reason;
      continue;
    }
    // What the part measured, under its key (Part ties the two together).
    /** @type {Record<keyof Measured, unknown>} */ (results)[key] = outcome.value;
    // Parts measured page by page keep the pages that worked and name the ones that did not.
    const failedRows = Array.isArray(outcome.value) ? /** @type {PageRow[]} */ (outcome.value).filter((row) => row.error !== undefined) : [];
    if (failedRows.length > 0) results.failed[name] = failedRows.map((row) => `${row.page}${row.width ? ` (${row.width})` : ''}: ${row.error}`).join('; ');
  }
} finally {
  try {
    await browser.close();
    await server?.close();
  } finally {
    await stopProductionHost();
  }
}
results.loadAverageAtEnd = os.loadavg().map((load) => Number(load.toFixed(2)));

console.log(`\n${formatTable(results)}`);
const file = `bench-results/${results.date.slice(0, 10)}${ONLY === null ? '' : `-${[...ONLY].join('-')}`}.json`;
await mkdir('bench-results', { recursive: true });
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n(also written to ${file})`);
// The load's verdicts are requirements (no error, no 5xx; 429 alone beside 2xx on the hit API).
const loadMisses = (results.load ?? []).filter((row) => !row.verdict.ok);
const reliabilityMissed =
  results.reliability !== undefined && (results.reliability.survived < results.reliability.of || results.reliability.acknowledgedLost > 0);
if (Object.keys(results.failed).length > 0 || loadMisses.length > 0 || reliabilityMissed) process.exitCode = 1;
