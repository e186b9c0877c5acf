// Figure 3: keystroke → painted while typing in one step of a 300-step recipe, against
// one controlled React input. Waits are on the page itself, with limits that grow with
// the recipe: a busy machine makes the part slower, not failed.
import { summarize } from './stats.mjs';

/** @import { Locator, Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */
/** @typedef {Window & { benchLatencies?: number[] }} TypingWindow what bench/typing.html records, one latency per keystroke */

const TEXT = 'harina leudante y una pizca de sal ';

/** The editor renders every step before its fields exist: allow for it. */
const readyLimit = (/** @type {number} */ steps) => 20_000 + steps * 150;

/**
 * @param {BenchBrowser} browser
 * @param {string} url
 * @param {(page: Page, timeout: number) => Promise<Locator>} locate
 * @param {number} limit
 */
async function latencies(browser, url, locate, limit) {
  const page = await browser.newPage();
  await page.goto(url, { timeout: limit });
  const started = performance.now();
  const field = await locate(page, limit);
  const readyMs = performance.now() - started;
  await field.click();
  await page.keyboard.type(TEXT, { delay: 40 });
  // Every keystroke's paint is recorded a frame after it: wait for the last one.
  await page.waitForFunction(
    (count) => {
      const recorded = /** @type {TypingWindow} */ (window).benchLatencies ?? [];
      return recorded.length >= count;
    },
    TEXT.length,
    { timeout: limit },
  );
  const values = await page.evaluate(() => /** @type {TypingWindow} */ (window).benchLatencies ?? []);
  await page.close();
  return { values, readyMs };
}

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} steps
 * @param {number} runs
 */
export async function measureTyping(browser, baseUrl, steps, runs) {
  /** @type {number[]} */
  const ours = [];
  /** @type {number[]} */
  const floor = [];
  /** @type {number[]} */
  const ready = [];
  const limit = readyLimit(steps);
  for (let run = 0; run < runs; run += 1) {
    const editor = await latencies(
      browser,
      `${baseUrl}bench/typing.html?kind=editor&steps=${steps}`,
      async (page, timeout) => {
        const field = page.getByLabel(`Paso ${Math.round(steps / 2)}`, { exact: true });
        await field.waitFor({ timeout });
        return field;
      },
      limit,
    );
    ours.push(...editor.values);
    ready.push(editor.readyMs);
    const input = await latencies(
      browser,
      `${baseUrl}bench/typing.html?kind=input`,
      async (page, timeout) => {
        const field = page.locator('#floor-input');
        await field.waitFor({ timeout });
        return field;
      },
      limit,
    );
    floor.push(...input.values);
  }
  return { steps, ours: summarize(ours), floor: summarize(floor), ready: summarize(ready) };
}

export const typingPartLimit = (/** @type {number} */ steps, /** @type {number} */ runs) => runs * 2 * (readyLimit(steps) * 2 + TEXT.length * 200);
