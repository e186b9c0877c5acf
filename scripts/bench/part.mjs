// One part of the benchmark, on its own: a part that throws, or that has no result
// within its limit, is recorded as failed with the reason (the pages it opened are
// closed) and the run goes on to the next part.

/** @import { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core' */

/**
 * What a part measures with: the contexts and pages it opens, and the browser's version.
 * @typedef {{ newContext(options?: BrowserContextOptions): Promise<BrowserContext>, newPage(options?: BrowserContextOptions): Promise<Page>, version(): string }} BenchBrowser
 */

/**
 * A browser whose contexts are closed when the part ends, however it ends.
 * @param {Browser} browser
 * @param {Set<BrowserContext>} contexts
 * @returns {BenchBrowser}
 */
function scopedBrowser(browser, contexts) {
  /** @type {BenchBrowser} */
  const scoped = {
    async newContext(options) {
      const context = await browser.newContext(options);
      contexts.add(context);
      return context;
    },
    async newPage(options) {
      const context = await scoped.newContext(options);
      return context.newPage();
    },
    version: () => browser.version(),
  };
  return scoped;
}

/**
 * Runs `measure(browser)` within `limitMs`. Resolves to `{ ok: true, value, seconds }` or
 * `{ ok: false, reason, seconds }`; never rejects.
 * @template T
 * @param {Browser} browser
 * @param {string} name
 * @param {number} limitMs
 * @param {(browser: BenchBrowser) => Promise<T>} measure
 * @returns {Promise<{ ok: true, value: T, seconds: number } | { ok: false, reason: string, seconds: number }>}
 */
export async function runPart(browser, name, limitMs, measure) {
  /** @type {Set<BrowserContext>} */
  const contexts = new Set();
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<never>} */
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${(limitMs / 1000).toFixed(1)} s`)), limitMs);
  });
  console.log(`bench: ${name}…`);
  try {
    const value = await Promise.race([measure(scopedBrowser(browser, contexts)), limit]);
    console.log(`bench: ${name} done in ${seconds()} s`);
    return { ok: true, value, seconds: seconds() };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    console.log(`bench: ${name} FAILED after ${seconds()} s: ${reason}`);
    return { ok: false, reason, seconds: seconds() };
  } finally {
    clearTimeout(timer);
    await Promise.allSettled([...contexts].map((context) => context.close()));
  }
}
