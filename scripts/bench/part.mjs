// One part of the benchmark, on its own: a part that throws, or that has no result
// within its limit, is recorded as failed with the reason (the pages it opened are
// closed) and the run goes on to the next part.

/** A browser whose contexts are closed when the part ends, however it ends. */
function scopedBrowser(browser, contexts) {
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
 */
export async function runPart(browser, name, limitMs, measure) {
  const contexts = new Set();
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${(limitMs / 1000).toFixed(1)} s`)), limitMs);
  });
  console.log(`bench: ${name}…`);
  try {
    const value = await Promise.race([measure(scopedBrowser(browser, contexts)), limit]);
    console.log(`bench: ${name} done in ${seconds()} s`);
    return { ok: true, value, seconds: seconds() };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.log(`bench: ${name} FAILED after ${seconds()} s: ${reason}`);
    return { ok: false, reason, seconds: seconds() };
  } finally {
    clearTimeout(timer);
    await Promise.allSettled([...contexts].map((context) => context.close()));
  }
}
