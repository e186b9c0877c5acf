// `npm run bench`: the project's performance benchmark (not a test; numbers to compare
// between changes). On the built bundle served by the demo server, in Chromium:
//   1. what a page downloads of the bundle (JS + CSS, gzip), beside the floor: a bare
//      React `createRoot` bundle built with the same options;
//   2. mount cost: navigation start → N FAQ items mounted, median of several runs.
import { chromium } from 'playwright-core';
import { buildBundle, buildDemo } from '../build.mjs';
import { startDemoServer } from './demo-server.mjs';
import { BUDGETS, bundleBytes, reactFloorBytes } from './page-bytes.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNTS = (process.env.BENCH_COUNTS ?? '1,50,200').split(',').map(Number);

await buildBundle();
await buildDemo();

const mounted = (selector) => (page) => page.locator(selector).first().waitFor({ state: 'attached' }).then(() => page.waitForSelector(`${selector}[data-widget-state="mounted"]`));
const PAGES = [
  { label: 'no placeholder', url: 'sin-widgets.html' },
  { label: 'one FAQ item', url: 'una-pregunta.html', settled: mounted('#faq') },
  { label: 'one post grid', url: 'recetas.html', settled: mounted('[data-widget-name="post-grid"]') },
];

const server = await startDemoServer({ port: Number(process.env.BENCH_PORT ?? 4199) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  const floor = reactFloorBytes();
  console.log('\nBundle bytes a page downloads (JS + CSS, gzip), in Chromium');
  console.log(`  ${'page'.padEnd(16)} ${'bytes'.padStart(9)}  ${'× React floor'.padStart(13)}  files`);
  console.log(`  ${'React floor'.padEnd(16)} ${kb(floor).padStart(9)}  ${'1.00'.padStart(13)}  1`);
  for (const { label, url, settled } of PAGES) {
    const page = await browser.newPage();
    const { gzip, files } = await bundleBytes(page, `${server.url}${url}`, settled);
    await page.close();
    console.log(`  ${label.padEnd(16)} ${kb(gzip).padStart(9)}  ${(gzip / floor).toFixed(2).padStart(13)}  ${files.length}`);
  }
  console.log(`  budgets (npm test): no placeholder ≤ ${kb(BUDGETS.noPlaceholderBytes)}, one FAQ item ≤ ${BUDGETS.oneFaqRatio}× the floor`);

  console.log(`\nMount time in Chromium (navigation start → every widget mounted), median of ${RUNS}`);
  for (const count of COUNTS) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${server.url}bench.html?n=${count}`);
      const { mountedAt } = await page.evaluate(() => window.benchResult);
      times.push(mountedAt);
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
