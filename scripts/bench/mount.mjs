// Figure 2: script start → N placeholders mounted and painted, our runtime against one
// bare React root per placeholder, on the same page; interleaved rounds (the order
// alternates), the ratio of each round's pair, then the median and spread of those.
import { summarize } from './stats.mjs';

/** Long enough for a 2-core machine with one core taken by something else. */
const pageLimit = (count) => 15_000 + count * 30;

async function scriptToPainted(browser, url, count) {
  const page = await browser.newPage();
  await page.goto(url, { timeout: pageLimit(count) });
  const handle = await page.waitForFunction(() => window.benchResult, undefined, { timeout: pageLimit(count) });
  const { ms } = await handle.jsonValue();
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
      for (const kind of order) times[kind] = await scriptToPainted(browser, `${baseUrl}bench/mount.html?n=${count}&kind=${kind}`, count);
      ours.push(times.widgets);
      roots.push(times.roots);
      ratios.push(times.widgets / times.roots);
    }
    results.push({ count, ours: summarize(ours), floor: summarize(roots), ratio: summarize(ratios) });
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
      await page.goto(`${baseUrl}bench.html?n=${count}`, { timeout: pageLimit(count) });
      const handle = await page.waitForFunction(() => window.benchResult, undefined, { timeout: pageLimit(count) });
      const { mountedAt } = await handle.jsonValue();
      times.push(mountedAt);
      await page.close();
    }
    results.push({ count, ms: summarize(times) });
  }
  return results;
}

/** What a mount part may take at the most: every page of it at its own limit. */
export const mountPartLimit = (counts, rounds, pagesPerRound) => counts.reduce((total, count) => total + rounds * pagesPerRound * pageLimit(count), 0);
