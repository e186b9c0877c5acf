// Figure 5: a tab click on the recipes grid → 12 cards painted, counted from the moment
// the API's answer arrived (the Resource Timing of the request), so the figure is the
// widget's own work, not the network's; and the next page's link, hovered first (its page
// asked for ahead), clicked → its cards painted, counted from the click: what the visitor waits.
import { summarize } from './stats.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */

const LIMIT_MS = 30_000;

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} runs
 */
export async function measureListing(browser, baseUrl, runs) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}recetas.html`, { timeout: LIMIT_MS });
    const grid = page.locator('#recetas-grid');
    await grid.locator('article.sw-post-card:not(.sw-post-card--skeleton)').first().waitFor({ timeout: LIMIT_MS });
    const tabs = grid.getByRole('tab');
    const count = await tabs.count();
    for (let index = 1; index < Math.min(count, 4); index += 1) {
      const painted = page.evaluate(
        () =>
          new Promise((/** @type {(paintedAt: number) => void} */ resolve) => {
            const grid = /** @type {HTMLElement} */ (document.getElementById('recetas-grid'));
            const done = () => {
              const cards = grid.querySelectorAll('article.sw-post-card:not(.sw-post-card--skeleton)');
              if (grid.querySelector('[aria-busy="true"]') !== null || cards.length === 0) return false;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
              return true;
            };
            const observer = new MutationObserver(() => done());
            // Wait for the skeletons first: the tab's request is then under way.
            const started = new MutationObserver(() => {
              if (grid.querySelector('[aria-busy="true"]') === null) return;
              started.disconnect();
              observer.observe(grid, { childList: true, subtree: true, attributes: true });
            });
            started.observe(grid, { childList: true, subtree: true, attributes: true });
          }),
      );
      await tabs.nth(index).click();
      const paintedAt = await painted;
      const arrivedAt = await page.evaluate(() => {
        const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
        const requests = resources.filter((entry) => entry.name.includes('/api/posts/'));
        return requests.at(-1)?.responseEnd ?? Number.NaN;
      });
      times.push(paintedAt - arrivedAt);
    }
    await page.close();
  }
  return { times: summarize(times) };
}

/**
 * Resolves, in the page, when the grid's first card is another than `before` and painted.
 * @param {Page} page
 * @param {string | null} before
 */
const nextCardsPainted = (page, before) =>
  page.evaluate(
    (first) =>
      new Promise((/** @type {(paintedAt: number) => void} */ resolve) => {
        const grid = /** @type {HTMLElement} */ (document.getElementById('recetas-grid'));
        const done = () => {
          const card = grid.querySelector('article.sw-post-card:not(.sw-post-card--skeleton)');
          if (card === null || card.textContent === first || grid.querySelector('[aria-busy="true"]') !== null) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        };
        const observer = new MutationObserver(done);
        observer.observe(grid, { childList: true, subtree: true, attributes: true, characterData: true });
      }),
    before,
  );

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} runs
 */
export async function measurePrefetchedPage(browser, baseUrl, runs) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}recetas.html`, { timeout: LIMIT_MS });
    const grid = page.locator('#recetas-grid');
    const firstCard = grid.locator('article.sw-post-card:not(.sw-post-card--skeleton)').first();
    await firstCard.waitFor({ timeout: LIMIT_MS });
    for (let step = 0; step < 3; step += 1) {
      const next = grid.getByRole('link', { name: 'Página siguiente' });
      // Hovered: the next page is asked for ahead (maybe already, when the link kept the focus
      // after the last click); the click comes once its answer is in.
      await next.hover();
      await page.waitForFunction(
        (wanted) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/api/posts/') && new URL(entry.name).searchParams.get('page') === wanted),
        String(step + 2),
        { timeout: LIMIT_MS },
      );
      const before = await firstCard.textContent();
      const painted = nextCardsPainted(page, before);
      const clickedAt = await next.evaluate((/** @type {HTMLAnchorElement} */ link) => {
        const at = performance.now();
        link.click();
        return at;
      });
      times.push((await painted) - clickedAt);
    }
    await page.close();
  }
  return { times: summarize(times) };
}
