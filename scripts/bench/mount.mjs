// Figure 2: navigation start → N placeholders mounted and painted, our runtime (as a host
// prints it, and with the host's modulepreload links) against one bare React root per
// placeholder, on the same page; interleaved rounds (the order turns each round), the ratio
// of each round's pair, then the median and spread of those.
import { summarize } from './stats.mjs';

/** @import { BenchBrowser } from './part.mjs' */
/** @typedef {Window & { benchResult?: { ms: number, mountedAt: number } }} MountWindow what bench/mount.html and bench.html leave once painted */

/** Long enough for a 2-core machine with one core taken by something else. */
const pageLimit = (/** @type {number} */ count) => 15_000 + count * 30;

/**
 * @param {BenchBrowser} browser
 * @param {string} url
 * @param {number} count
 */
async function navigationToPainted(browser, url, count) {
  const page = await browser.newPage();
  await page.goto(url, { timeout: pageLimit(count) });
  const handle = await page.waitForFunction(() => /** @type {MountWindow} */ (window).benchResult, undefined, { timeout: pageLimit(count) });
  // Resolved: the page has left its result.
  const { ms } = (await handle.jsonValue()) ?? { ms: Number.NaN };
  await page.close();
  return ms;
}

const KINDS = { ours: 'kind=widgets', preloaded: 'kind=widgets&preload=1', roots: 'kind=roots' };
/** @typedef {keyof typeof KINDS} Kind */
const KIND_NAMES = /** @type {Kind[]} */ (Object.keys(KINDS));

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number[]} counts
 * @param {number} rounds
 */
export async function measureMount(browser, baseUrl, counts, rounds) {
  const results = [];
  for (const count of counts) {
    const url = (/** @type {Kind} */ kind) => `${baseUrl}bench/mount.html?n=${count}&${KINDS[kind]}`;
    // One load of each first: the server compresses a file on its first request.
    for (const kind of KIND_NAMES) await navigationToPainted(browser, url(kind), count);
    /** @type {Record<Kind, number[]>} */
    const times = { ours: [], preloaded: [], roots: [] };
    /** @type {{ ours: number[], preloaded: number[] }} */
    const ratios = { ours: [], preloaded: [] };
    for (let round = 0; round < rounds; round += 1) {
      const order = [...KIND_NAMES];
      for (let turn = 0; turn < round % order.length; turn += 1) order.push(order.shift() ?? 'ours');
      /** @type {Record<Kind, number>} */
      const measured = { ours: 0, preloaded: 0, roots: 0 };
      for (const kind of order) measured[kind] = await navigationToPainted(browser, url(kind), count);
      for (const kind of order) times[kind].push(measured[kind]);
      ratios.ours.push(measured.ours / measured.roots);
      ratios.preloaded.push(measured.preloaded / measured.roots);
    }
    const floor = summarize(times.roots);
    results.push({ count, preload: false, ours: summarize(times.ours), floor, ratio: summarize(ratios.ours) });
    results.push({ count, preload: true, ours: summarize(times.preloaded), floor, ratio: summarize(ratios.preloaded) });
  }
  return results;
}

/** The FAQ items of the public bundle: navigation → every item mounted. */
/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number[]} counts
 * @param {number} runs
 */
export async function measureFaqMount(browser, baseUrl, counts, runs) {
  const results = [];
  for (const count of counts) {
    /** @type {number[]} */
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${baseUrl}bench.html?n=${count}`, { timeout: pageLimit(count) });
      const handle = await page.waitForFunction(() => /** @type {MountWindow} */ (window).benchResult, undefined, { timeout: pageLimit(count) });
      const { mountedAt } = (await handle.jsonValue()) ?? { mountedAt: Number.NaN };
      times.push(mountedAt);
      await page.close();
    }
    results.push({ count, ms: summarize(times) });
  }
  return results;
}

/** What a mount part may take at the most: every page of it at its own limit. */
export const mountPartLimit = (/** @type {number[]} */ counts, /** @type {number} */ rounds, /** @type {number} */ pagesPerRound) =>
  counts.reduce((total, count) => total + rounds * pagesPerRound * pageLimit(count), 0);
