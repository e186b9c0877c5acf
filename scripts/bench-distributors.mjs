// The distributors directory with a large list (5,000 by default): how long from choosing
// a province to the frame that paints it. On the built bundle served by the demo server,
// in Chromium. `npm run bench` may call it; alone: `node scripts/bench-distributors.mjs`.
//   BENCH_DISTRIBUTORS (5000), BENCH_RUNS (15 province changes), BENCH_PORT (4198).
// Measured in the page: the select's `change` event's timestamp → the next
// requestAnimationFrame callback (the frame that paints the new list), and → the task
// after that frame (its paint done).
import { chromium } from 'playwright-core';
import { buildBundle, buildDemo } from '../build.mjs';
import { startDemoServer } from './demo-server.mjs';

const COUNT = Number(process.env.BENCH_DISTRIBUTORS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FRAME_MS = 1000 / 60;

if (process.env.BENCH_SKIP_BUILD !== '1') {
  await buildBundle();
  await buildDemo();
}
const server = await startDemoServer({ port: Number(process.env.BENCH_PORT ?? 4198) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}distribuidores-bench.html?n=${COUNT}`);
  const select = page.getByRole('combobox', { name: 'Provincia' });
  await select.waitFor();
  await page.waitForFunction(() => !document.querySelector('select')?.disabled);
  const shown = await page.locator('.sw-distributors__count').textContent();
  const provinces = (await select.locator('option:not([disabled])').allTextContents()).filter(Boolean);
  await page.evaluate(() => {
    document.addEventListener('change', (event) => {
      const changedAt = event.timeStamp;
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        setTimeout(() => window.benchTimes.push({ frame: frameAt - changedAt, painted: performance.now() - changedAt }), 0);
      });
    }, true);
    window.benchTimes = [];
  });
  for (let run = 0; run < RUNS; run += 1) {
    await select.selectOption({ label: provinces[run % provinces.length] });
    await page.waitForFunction((n) => window.benchTimes.length === n, run + 1);
  }
  const times = await page.evaluate(() => window.benchTimes);
  const frame = median(times.map((time) => time.frame));
  const painted = median(times.map((time) => time.painted));
  console.log(`\nDistributors directory: ${shown?.trim()} loaded once, ${provinces.length} provinces; choosing a province, median of ${RUNS}`);
  console.log(`  change → next animation frame   ${frame.toFixed(1).padStart(6)} ms`);
  console.log(`  change → that frame painted     ${painted.toFixed(1).padStart(6)} ms   (${painted <= FRAME_MS ? 'within' : 'over'} one 60 Hz frame, ${FRAME_MS.toFixed(1)} ms)`);
  await page.close();
} finally {
  await browser.close();
  await server.close();
}
