// Figure 4: the distributors directory over a large list (5,000 by default): from the
// select's `change` to the frame that paints the chosen province's list (the next
// animation frame, then the task after it), median over many province changes; then the
// same from each keystroke's `input` in the search box, over every distributor; then 'Cerca
// mío' (the position granted and set by the browser context), from the tap to the frame that
// paints every distributor sorted by distance: the first tap also downloads the position's
// code, so it is kept apart from the taps after it.
import { summarize } from './stats.mjs';

/** @import { BenchBrowser } from './part.mjs' */
/**
 * What the page records once this part has set it up, in ms: each province change, search
 * keystroke and 'Cerca mío' tap to its list painted, and from the position's answer to that paint.
 * @typedef {typeof window & { benchTimes: number[], searchTimes: number[], nearTimes: number[], positionTimes: number[], positionAt?: number }} FilteringWindow
 */

const LIMIT_MS = 30_000;

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 * @param {number} count
 * @param {number} rounds
 */
export async function measureFiltering(browser, baseUrl, count, rounds) {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    permissions: ['geolocation'],
    // Villa Carlos Paz: the sort crosses provinces.
    geolocation: { latitude: -31.4241, longitude: -64.4978 },
  });
  await page.goto(`${baseUrl}distribuidores-bench.html?n=${count}`, { timeout: LIMIT_MS });
  const select = page.getByRole('combobox', { name: 'Provincia' });
  await select.waitFor({ timeout: LIMIT_MS });
  await page.waitForFunction(() => document.querySelector('select')?.disabled === false, undefined, { timeout: LIMIT_MS });
  const provinces = (await select.locator('option:not([disabled])').allTextContents()).filter(Boolean);
  await page.evaluate(() => {
    /** @type {FilteringWindow} */ (window).benchTimes = [];
    document.addEventListener(
      'change',
      (event) => {
        const changedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => /** @type {FilteringWindow} */ (window).benchTimes.push(performance.now() - changedAt), 0));
      },
      true,
    );
  });
  const changes = Math.max(rounds * 3, 15);
  for (let run = 0; run < changes; run += 1) {
    await select.selectOption({ label: provinces[run % provinces.length] });
    await page.waitForFunction((n) => /** @type {FilteringWindow} */ (window).benchTimes.length === n, run + 1, { timeout: LIMIT_MS });
  }
  const times = await page.evaluate(() => /** @type {FilteringWindow} */ (window).benchTimes);

  // The search box, over every province: each keystroke, then emptying the box, filters 5,000 keys.
  await page.getByRole('button', { name: 'Ver todas las provincias' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar por nombre o localidad' });
  await page.evaluate(() => {
    /** @type {FilteringWindow} */ (window).searchTimes = [];
    document.addEventListener(
      'input',
      (event) => {
        const typedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => /** @type {FilteringWindow} */ (window).searchTimes.push(performance.now() - typedAt), 0));
      },
      true,
    );
  });
  let typed = 0;
  for (let round = 0; round < Math.max(Math.ceil(rounds / 2), 1); round += 1) {
    for (const word of ['cordoba', 'mayorista 12', 'río']) {
      for (const text of [...word, '']) {
        if (text === '') await search.fill('');
        else await search.pressSequentially(text);
        typed += 1;
        await page.waitForFunction((n) => /** @type {FilteringWindow} */ (window).searchTimes.length === n, typed, { timeout: LIMIT_MS });
      }
    }
  }
  const searchTimes = await page.evaluate(() => /** @type {FilteringWindow} */ (window).searchTimes);
  await search.fill('');

  // 'Cerca mío': a tap turns it on (the list sorted by distance, 'a … km' on each row), the next
  // turns it off. Timed to the frame after the list shows the distances.
  const nearMe = page.getByRole('button', { name: 'Cerca mío' });
  await page.evaluate(() => {
    /** @type {FilteringWindow} */ (window).nearTimes = [];
    // The browser's answer with the position, timed too: from it to the paint is our own work.
    /** @type {FilteringWindow} */ (window).positionTimes = [];
    const getCurrentPosition = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (success, ...rest) =>
      getCurrentPosition(
        (position) => {
          /** @type {FilteringWindow} */ (window).positionAt = performance.now();
          success(position);
        },
        ...rest,
      );
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || event.target.closest('button')?.getAttribute('aria-pressed') !== 'false') return;
        const tappedAt = event.timeStamp;
        const list = document.querySelector('[data-widget-name="distributor-list"]');
        if (list === null) return;
        /** @type {FilteringWindow} */ (window).positionAt = undefined;
        const painted = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const now = performance.now();
              /** @type {FilteringWindow} */ (window).nearTimes.push(now - tappedAt);
              if (/** @type {FilteringWindow} */ (window).positionAt !== undefined)
                /** @type {FilteringWindow} */ (window).positionTimes.push(now - /** @type {number} */ (/** @type {FilteringWindow} */ (window).positionAt));
            }, 0),
          );
        const observer = new MutationObserver(() => {
          if (list.querySelector('.sw-distributors__distance') === null) return;
          observer.disconnect();
          painted();
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
  });
  const taps = Math.max(rounds * 2, 8);
  for (let tap = 0; tap < taps; tap += 1) {
    await nearMe.click();
    await page.waitForFunction((n) => /** @type {FilteringWindow} */ (window).nearTimes.length === n, tap + 1, { timeout: LIMIT_MS });
    await nearMe.click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="false"]') !== null, undefined, { timeout: LIMIT_MS });
  }
  const [firstTap, ...nearTimes] = await page.evaluate(() => /** @type {FilteringWindow} */ (window).nearTimes);
  const positionTimes = await page.evaluate(() => /** @type {FilteringWindow} */ (window).positionTimes.slice(1));
  await page.close();
  return {
    count,
    provinces: provinces.length,
    times: summarize(times),
    search: summarize(searchTimes),
    nearby: { first: firstTap, times: summarize(nearTimes), fromPosition: summarize(positionTimes) },
  };
}
