// Figure 2: script start → N placeholders mounted and painted, our runtime against one
// bare React root per placeholder, on the same page; interleaved rounds, the ratio of
// each round, the median.
import { median } from './stats.mjs';

async function scriptToPainted(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  const { ms } = await page.evaluate(() => window.benchResult);
  await page.close();
  return ms;
}

export async function measureMount(browser, baseUrl, counts, rounds) {
  const results = [];
  for (const count of counts) {
    const ours = [];
    const roots = [];
    const ratios = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? ['widgets', 'roots'] : ['roots', 'widgets'];
      const times = {};
      for (const kind of order) times[kind] = await scriptToPainted(browser, `${baseUrl}bench/mount.html?n=${count}&kind=${kind}`);
      ours.push(times.widgets);
      roots.push(times.roots);
      ratios.push(times.widgets / times.roots);
    }
    results.push({ count, ours: median(ours), floor: median(roots), ratio: median(ratios) });
  }
  return results;
}

/** The FAQ items of the public bundle: navigation → every item mounted. */
export async function measureFaqMount(browser, baseUrl, counts, runs) {
  const results = [];
  for (const count of counts) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}bench.html?n=${count}`);
      const { mountedAt } = await page.evaluate(() => window.benchResult);
      times.push(mountedAt);
      await page.close();
    }
    results.push({ count, ms: median(times) });
  }
  return results;
}
